import type { Condition, FieldOutline, FormOutline } from '../../../model';
import { useEditing } from './editing';
import { fieldsOf } from './outline';
import { fieldsOnOtherConditions, valueChoices } from './shownWhen';

type Value = Condition['when']['value'];

function ValueInput({
  field,
  value,
  id,
  onChange,
}: {
  field: FieldOutline | undefined;
  value: Value;
  id: string;
  onChange(value: Value): void;
}) {
  const choices = valueChoices(field);
  if (choices) {
    const index = choices.findIndex((choice) => choice.value === value);
    return (
      <select
        id={id}
        value={index}
        onChange={(event) => onChange(choices[Number(event.target.value)].value)}
      >
        {index < 0 && <option value={-1}>Choose…</option>}
        {choices.map((choice, i) => (
          <option key={i} value={i}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  }
  const numeric = field?.kind === 'number' || field?.kind === 'quantity';
  return (
    <input
      id={id}
      type={numeric ? 'number' : 'text'}
      value={String(value)}
      onChange={(event) => onChange(numeric ? Number(event.target.value) : event.target.value)}
    />
  );
}

/** "Show these fields when ‹field› is ‹value›", one or several, for the whole form. */
export function ConditionsEditor({ form }: { form: FormOutline }) {
  const { formId, run } = useEditing();
  const byKey = fieldsOf(form);
  const fields = [...byKey.values()];
  const { conditions } = form;
  const set = (next: Condition[], merge?: string) =>
    run(
      { kind: 'setConditions', form: formId, conditions: next },
      merge && `${formId}:conditions:${merge}`,
    );
  const change = (index: number, condition: Condition, merge?: string) =>
    set(
      conditions.map((each, i) => (i === index ? condition : each)),
      merge,
    );
  const firstField = fields.find((field) => field.kind === 'checkbox') ?? fields[0];
  const kept = fieldsOnOtherConditions(form);
  return (
    <section className="panel" aria-labelledby="conditions-title">
      <h2 id="conditions-title">Fields shown on a condition</h2>
      <p className="hint">
        A field shown on a condition is hidden, not required and not sent until its condition holds.
      </p>
      {conditions.map((condition, index) => {
        const name = `Condition ${index + 1}`;
        const when = byKey.get(condition.when.field);
        return (
          <fieldset key={index} className="condition">
            <legend>{name}</legend>
            <div className="pair">
              <div>
                <label htmlFor={`condition-${index}-field`}>When</label>
                <select
                  id={`condition-${index}-field`}
                  value={condition.when.field}
                  onChange={(event) => {
                    const chosen = byKey.get(event.target.value);
                    const value = valueChoices(chosen)?.[0]?.value ?? '';
                    change(index, { ...condition, when: { field: event.target.value, value } });
                  }}
                >
                  {fields.map((field) => (
                    <option key={field.key} value={field.key}>
                      {field.label}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={`condition-${index}-value`}>is</label>
                <ValueInput
                  field={when}
                  value={condition.when.value}
                  id={`condition-${index}-value`}
                  onChange={(value) =>
                    change(
                      index,
                      { ...condition, when: { ...condition.when, value } },
                      `${index}:value`,
                    )
                  }
                />
              </div>
            </div>
            <p className="pair__title">Then show</p>
            <ul className="condition__fields">
              {fields
                .filter((field) => field.key !== condition.when.field)
                .map((field) => {
                  const shown = condition.show.includes(field.key);
                  const label = field.label;
                  return (
                    <li key={field.key}>
                      <label className="check">
                        <input
                          type="checkbox"
                          checked={shown}
                          onChange={(event) =>
                            change(index, {
                              ...condition,
                              show: event.target.checked
                                ? [...condition.show, field.key]
                                : condition.show.filter((key) => key !== field.key),
                              required: condition.required.filter(
                                (key) => key !== field.key || event.target.checked,
                              ),
                            })
                          }
                        />
                        {label}
                      </label>
                      {shown && (
                        <label className="check condition__required">
                          <input
                            type="checkbox"
                            checked={condition.required.includes(field.key)}
                            onChange={(event) =>
                              change(index, {
                                ...condition,
                                required: event.target.checked
                                  ? [...condition.required, field.key]
                                  : condition.required.filter((key) => key !== field.key),
                              })
                            }
                          />
                          required when shown
                        </label>
                      )}
                    </li>
                  );
                })}
            </ul>
            <button
              type="button"
              className="small danger"
              onClick={() => set(conditions.filter((_, i) => i !== index))}
            >
              Remove {name.toLowerCase()}
            </button>
          </fieldset>
        );
      })}
      {firstField && (
        <button
          type="button"
          onClick={() =>
            set([
              ...conditions,
              {
                when: { field: firstField.key, value: valueChoices(firstField)?.[0]?.value ?? '' },
                show: [],
                required: [],
              },
            ])
          }
        >
          Add a condition
        </button>
      )}
      {kept.length > 0 && (
        <p className="hint">
          Also shown on a condition written in schema.json, one with rules of its own that the
          studio keeps as it is: {kept.map((field) => field.label || field.key).join(', ')}.
        </p>
      )}
    </section>
  );
}
