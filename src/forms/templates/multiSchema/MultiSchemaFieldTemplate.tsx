import type { MultiSchemaFieldTemplateProps } from '@rjsf/utils';
import './MultiSchemaFieldTemplate.css';

/** `oneOf`/`anyOf` alternatives: the dropdown that picks one, then the fields of the one picked. */
export function MultiSchemaFieldTemplate({
  selector,
  optionSchemaField,
}: MultiSchemaFieldTemplateProps) {
  return (
    <div className="rx-alternatives">
      <div className="rx-alternatives__selector">{selector}</div>
      {optionSchemaField}
    </div>
  );
}
