import type { FieldTemplateProps } from '@rjsf/utils';
import { errorId, getUiOptions } from '@rjsf/utils';
import { useVisibleError } from '../formStatusContext';

/**
 * One field: its label, its widget, and its error once touched. The error is shown as the
 * input's placeholder by BaseInputTemplate; here it becomes an invalid style on the cell and a
 * visually hidden text that `aria-describedby` points at, so screen readers announce it.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, hidden, required, displayLabel, uiSchema, schema } = props;
  const error = useVisibleError(id);
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
      {children}
      {error && (
        <span id={errorId(id)} className="visually-hidden">
          {error}
        </span>
      )}
    </div>
  );
}
