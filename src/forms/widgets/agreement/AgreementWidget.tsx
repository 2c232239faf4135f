import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { CheckboxInput } from '../shared/CheckboxInput';
import { agreementText, type TextValues } from '../../agreementText';
import './AgreementWidget.css';

/** Whether the value is the one the schema demands (`"enum": [true]`; not `const`, which rjsf
 * would also use as the default and so pre-check the box). */
function isAccepted(value: unknown, schema: RJSFSchema): boolean {
  if (schema.const !== undefined) return value === schema.const;
  return schema.enum === undefined || schema.enum.includes(value as boolean);
}

function textValues(formContext: unknown): TextValues {
  const values = (formContext as { textValues?: unknown } | undefined)?.textValues;
  return typeof values === 'object' && values !== null ? (values as TextValues) : {};
}

/**
 * A box the person must check to agree to the text beside it (ui:options `text`, `linkText`,
 * `linkUrl`, see agreementText.ts; placeholders come from the form context's `textValues`).
 * Unlike other fields it looks invalid whenever it is not checked, touched or not: the box is
 * the one thing the form cannot be confirmed without (spec: styled invalid when unchecked).
 */
export function AgreementWidget(props: WidgetProps) {
  const { id, value, schema, options, registry } = props;
  const unmet = !isAccepted(value, schema);
  const text = agreementText(options, textValues(registry.formContext));
  return (
    // Its text names the company (from config.json), which only the app fills in: hidden on a
    // first screen (src/app/styles.css).
    <div
      className={unmet ? 'rx-agreement rx-agreement--invalid' : 'rx-agreement'}
      data-from-config="app"
    >
      <CheckboxInput props={props} invalid={unmet} />
      {/* The whole text is the box's name; a click on the link opens it without toggling. */}
      <label htmlFor={id} className="rx-agreement__text">
        {text.before}
        {text.link?.url ? (
          <a href={text.link.url} target="_blank" rel="noopener noreferrer">
            {text.link.text}
          </a>
        ) : (
          text.link?.text
        )}
        {text.after}
      </label>
    </div>
  );
}
