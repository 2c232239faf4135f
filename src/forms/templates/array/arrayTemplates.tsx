import { createContext, useContext, useEffect, useRef } from 'react';
import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  RJSFSchema,
  UiSchema,
} from '@rjsf/utils';
import { buttonId, getUiOptions } from '@rjsf/utils';
import { type Words } from '../../../lib/i18n/words';
import { fillIn } from '../../../../contract/languages';
import { useWords } from '../../../lib/i18n/useWords';
import { ArrayRowContext } from '../../arrayRowContext';
import '../buttons/buttons.css';
import './arrayTemplates.css';

/** What the rows of one array share: how a row is called, and the rules for its buttons. */
interface ArrayRules {
  /** "item", or the items' `title` in lower case ("extra item"). */
  noun: string;
  minItems: number;
  orderable: boolean;
}

const ArrayRulesContext = createContext<ArrayRules>({
  noun: 'item',
  minItems: 0,
  orderable: false,
});

/** The rows' title in lower case: ui.json's (translated) `items.ui:title`, else the schema's. */
function itemNoun(schema: RJSFSchema, uiSchema: UiSchema | undefined, words: Words): string {
  const items = schema.items;
  const title =
    getUiOptions(uiSchema?.items as UiSchema | undefined).title ??
    (typeof items === 'object' && !Array.isArray(items) ? items.title : undefined);
  if (!title) return words.form.item;
  return title.charAt(0).toLowerCase() + title.slice(1);
}

/**
 * A list of rows (an array of objects or values): its title, the rows, and an "Add" button
 * named after the items ("Add extra item"). Add is disabled at `maxItems`; each row's Remove
 * is disabled at `minItems`; `ui:options.orderable` adds Move up / Move down buttons, and
 * `addable` / `removable` set to false hide those buttons.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { fieldPathId, schema, uiSchema, items, canAdd, onAddClick, title, required } = props;
  const options = getUiOptions(uiSchema);
  const words = useWords();
  const rules: ArrayRules = {
    noun: itemNoun(schema, uiSchema, words),
    minItems: schema.minItems ?? 0,
    orderable: options.orderable === true,
  };
  const description = options.description ?? schema.description;
  const label = options.title ?? title;
  const rowsRef = useRef<HTMLOListElement>(null);
  const added = useRef(false);
  // A row added with the Add button takes the focus, so typing goes on in the new row.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    rowsRef.current?.lastElementChild
      ?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')
      ?.focus();
  }, [items.length]);
  const add = (event: unknown) => {
    added.current = true;
    onAddClick(event);
  };
  return (
    <fieldset className="rx-array" id={fieldPathId.$id}>
      {label && (
        <legend className="rx-array__title">
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </legend>
      )}
      {description && <p className="rx-array__description">{description}</p>}
      <ArrayRulesContext.Provider value={rules}>
        {items.length > 0 && (
          <ol ref={rowsRef} className="rx-array__rows">
            {items}
          </ol>
        )}
      </ArrayRulesContext.Provider>
      {options.addable !== false && !props.readonly && (
        <button
          type="button"
          id={buttonId(fieldPathId, 'add')}
          className="rx-button rx-array__add"
          onClick={add}
          disabled={!canAdd || props.disabled}
        >
          {fillIn(words.form.add, { item: rules.noun })}
        </button>
      )}
    </fieldset>
  );
}

/** One row: its fields, then its buttons, each named with the row's number ("Remove item 2"). */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, totalItems, disabled, readonly } = props;
  const { noun, minItems, orderable } = useContext(ArrayRulesContext);
  const { form } = useWords();
  const named = (text: string) => fillIn(text, { item: noun, number });
  const number = index + 1;
  const locked = disabled || readonly;
  const row = { id: buttonsProps.fieldPathId.$id, number };
  return (
    <li className="rx-array__row">
      <ArrayRowContext.Provider value={row}>
        <div className="rx-array__fields">{children}</div>
      </ArrayRowContext.Provider>
      <div className="rx-array__buttons">
        {orderable && (
          <>
            <button
              type="button"
              className="rx-button rx-button--small"
              onClick={buttonsProps.onMoveUpItem}
              disabled={locked || index === 0}
              aria-label={named(form.moveItemUp)}
            >
              {form.moveUp}
            </button>
            <button
              type="button"
              className="rx-button rx-button--small"
              onClick={buttonsProps.onMoveDownItem}
              disabled={locked || index === totalItems - 1}
              aria-label={named(form.moveItemDown)}
            >
              {form.moveDown}
            </button>
          </>
        )}
        {buttonsProps.hasRemove && (
          <button
            type="button"
            className="rx-button rx-button--small"
            onClick={buttonsProps.onRemoveItem}
            disabled={locked || totalItems <= minItems}
          >
            {named(form.removeItem)}
          </button>
        )}
      </div>
    </li>
  );
}
