import type { FieldTemplateProps } from '@rjsf/utils';
import { errorId, getUiOptions } from '@rjsf/utils';
import { useFieldName, useVisibleError } from '../formStatusContext';

/**
 * One field: its label, its widget, and its error once touched, as visible text under the
 * input. The input points `aria-describedby` at that text (BaseInputTemplate, CheckboxInput),
 * so screen readers announce it with the field. The field's name is handed to the form's
 * status store for the "Missing: ..." line beside the submit button.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, hidden, required, displayLabel, uiSchema, schema } = props;
  const error = useVisibleError(id);
  useFieldName(id, label || schema.title || '', props.formData);
  if (hidden) return <div hidden>{children}</div>;
  const kind = getUiOptions(uiSchema).widget ?? schema.type;
  const classes = ['rx-field', `rx-field--${String(kind)}`, error && 'rx-field--invalid'];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {displayLabel && (
        <label className="rx-field__label" htmlFor={id}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      )}
      {displayLabel && props.rawDescription && props.description}
      {children}
      {props.rawHelp && props.help}
      {error && (
        // Guidance for the person filling in, not part of a printed form.
        <span id={errorId(id)} className="rx-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
