import { fieldKinds, type FieldKind, type FieldOutline, type FieldSettings } from '../../../model';
import { useEditing } from './editing';
import { ChoiceOptions } from './ChoiceOptions';
import { Problems } from './Problems';
import { TextPair } from './TextPair';
import { kindChoices, kindNames, textKeys } from './outline';
import { LabelledSelect } from '../LabelledInput';
import { NumberSetting } from './NumberSetting';
import { SpanishOnly } from './SpanishOnly';
import { RadioGroup } from '../RadioGroup';

/** The rules a field has, each of which can have a message of its own. */
function rulesOf(field: FieldOutline): string[] {
  const rules: string[] = [];
  if (field.required) rules.push('required');
  if (field.maxLength !== undefined) rules.push('maxLength');
  if (field.maximum !== undefined) rules.push('maximum');
  if (field.kind === 'phone') rules.push('pattern');
  return [...new Set([...rules, ...Object.keys(field.messages)])];
}

/** The texts this editor shows in English and Spanish; the others get their Spanish below. */
function coveredTexts(field: FieldOutline): Set<string> {
  const { key } = field;
  return new Set([
    textKeys.label(key),
    textKeys.help(key),
    textKeys.placeholder(key),
    ...rulesOf(field).map((rule) => textKeys.message(key, rule)),
    ...(field.kind === 'choice'
      ? (field.options ?? []).map((_, i) => textKeys.option(key, i))
      : []),
  ]);
}

const ruleNames: Record<string, string> = {
  required: 'when it is left empty',
  maxLength: 'when the text is too long',
  maximum: 'when the number is above the cap',
  minimum: 'when the number is too small',
  pattern: 'when the format is wrong',
  format: 'when the format is wrong',
};

/** A field's settings, its texts in English and Spanish, and its messages. */
export function FieldEditor({ field, shownWhen }: { field: FieldOutline; shownWhen?: string }) {
  const { formId, run, select } = useEditing();
  const { key, kind } = field;
  const update = (changes: FieldSettings, merge?: string) =>
    run({ kind: 'updateField', form: formId, key, changes }, merge && `${formId}:${key}:${merge}`);
  const editableKind = (fieldKinds as readonly string[]).includes(kind);
  const textLimit = kind === 'text' || kind === 'longText';
  const numberLimit = kind === 'number' || kind === 'quantity';
  return (
    <section className="panel editor" aria-labelledby="editor-title">
      <h2 id="editor-title" tabIndex={-1}>
        Field: {field.label || key}
      </h2>
      <p className="hint">
        Stored and sent as <code>{key}</code> (this name never changes).
      </p>
      {shownWhen && <p className="hint">{shownWhen}</p>}
      <Problems place={{ kind: 'field', key }} />
      <TextPair
        label="Label"
        textKey={textKeys.label(key)}
        english={field.label}
        onEnglish={(label) => update({ label }, 'label')}
      />
      <TextPair
        label="Help (a hint under the box)"
        textKey={textKeys.help(key)}
        english={field.help ?? ''}
        onEnglish={(help) => update({ help: help === '' ? null : help }, 'help')}
      />
      <TextPair
        label="Example text inside the box (placeholder)"
        textKey={textKeys.placeholder(key)}
        english={field.placeholder ?? ''}
        onEnglish={(text) => update({ placeholder: text === '' ? null : text }, 'placeholder')}
      />
      <label className="check row">
        <input
          type="checkbox"
          checked={field.required}
          onChange={(event) => update({ required: event.target.checked })}
        />
        Required (the form cannot be sent without it)
      </label>
      {editableKind ? (
        <LabelledSelect
          label="Kind of field"
          value={kind as FieldKind}
          choices={kindChoices}
          onChoose={(chosen) => update({ kind: chosen })}
        />
      ) : (
        <div className="row">
          <span className="pair__title">Kind of field</span>
          <p className="hint">
            {kindNames[kind]}: its kind is changed in the files (docs/editing-forms.md).
          </p>
        </div>
      )}
      {kind === 'choice' && (
        <>
          <RadioGroup<'radio' | 'select'>
            className="toggle row"
            legend="Shown as"
            name="choice-widget"
            choices={[
              { value: 'radio', label: 'Buttons, all visible' },
              { value: 'select', label: 'A dropdown list' },
            ]}
            value={field.widget === 'radio' ? 'radio' : 'select'}
            onChange={(choiceWidget) => update({ choiceWidget })}
          />
          <ChoiceOptions
            fieldKey={key}
            label={field.label}
            options={field.options ?? []}
            onChange={(options, merge) => update({ options }, merge)}
          />
        </>
      )}
      {kind === 'date' && (
        <label className="check row">
          <input
            type="checkbox"
            checked={field.today}
            onChange={(event) => update({ today: event.target.checked })}
          />
          Starts at today&apos;s date
        </label>
      )}
      {textLimit && (
        <NumberSetting
          label="Most characters that can be typed"
          value={field.maxLength}
          onChange={(maxLength) => update({ maxLength }, 'maxLength')}
        />
      )}
      {numberLimit && (
        <NumberSetting
          label={
            kind === 'quantity' ? 'Cap (the most that can be ordered)' : 'Largest number allowed'
          }
          value={field.maximum}
          onChange={(maximum) => update({ maximum }, 'maximum')}
        />
      )}
      <fieldset>
        <legend>Messages people see</legend>
        <p className="hint">
          Leave a message empty to show the plain one (e.g. “Name is required”).
        </p>
        {rulesOf(field).map((rule) => (
          <TextPair
            key={rule}
            label={`Message ${ruleNames[rule] ?? `for “${rule}”`}`}
            textKey={textKeys.message(key, rule)}
            english={field.messages[rule] ?? ''}
            onEnglish={(text) =>
              update({ messages: { [rule]: text === '' ? null : text } }, `message:${rule}`)
            }
          />
        ))}
      </fieldset>
      <SpanishOnly
        title="Other texts of this field"
        texts={field.texts.filter((text) => !coveredTexts(field).has(text.key))}
      />
      <div className="actions">
        <button
          type="button"
          className="danger"
          onClick={() => {
            if (run({ kind: 'removeField', form: formId, key })) select({ kind: 'form' });
          }}
        >
          Remove this field
        </button>
      </div>
    </section>
  );
}
