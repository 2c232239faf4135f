import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { CheckboxInput } from '../shared/CheckboxInput';
import { useVisibleError } from '../../formStatusContext';
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
 * Like every field, it looks invalid only once touched (left, or after a submit attempt): a
 * person arriving on the page has done nothing wrong, and the line beside the button already
 * says the box is missing.
 */
export function AgreementWidget(props: WidgetProps) {
  const { id, value, schema, options, registry } = props;
  const touchedError = useVisibleError(id);
  const unmet = touchedError !== undefined && !isAccepted(value, schema);
  const text = agreementText(options, textValues(registry.formContext));
  return (
    // Its text names the company (from config.json), which only the app fills in: hidden on a
    // first screen (src/app/styles.css).
    <div
      className={unmet ? 'rx-agreement rx-agreement--invalid' : 'rx-agreement'}
      data-from-config="app"
    >
      <CheckboxInput props={props} />
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
