import { createContext, useContext, useEffect, useRef } from 'react';
import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  IconButtonProps,
  RJSFSchema,
} from '@rjsf/utils';
import { buttonId, getUiOptions } from '@rjsf/utils';
import { ArrayRowContext } from '../arrayRowContext';

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


function itemNoun(schema: RJSFSchema): string {
  const items = schema.items;
  const title = typeof items === 'object' && !Array.isArray(items) ? items.title : undefined;
  if (!title) return 'item';
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
  const rules: ArrayRules = {
    noun: itemNoun(schema),
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
          Add {rules.noun}
        </button>
      )}
    </fieldset>
  );
}

/** One row: its fields, then its buttons, each named with the row's number ("Remove item 2"). */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, totalItems, disabled, readonly } = props;
  const { noun, minItems, orderable } = useContext(ArrayRulesContext);
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
              aria-label={`Move ${noun} ${number} up`}
            >
              Move up
            </button>
            <button
              type="button"
              className="rx-button rx-button--small"
              onClick={buttonsProps.onMoveDownItem}
              disabled={locked || index === totalItems - 1}
              aria-label={`Move ${noun} ${number} down`}
            >
              Move down
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
            Remove {noun} {number}
          </button>
        )}
      </div>
    </li>
  );
}

/** Words for rjsf's icon buttons, wherever rjsf still draws one of its own. */
function textButton(text: string) {
  function TextButton({ id, onClick, disabled, className }: IconButtonProps) {
    return (
      <button
        type="button"
        id={id}
        className={`rx-button rx-button--small ${className ?? ''}`}
        onClick={onClick}
        disabled={disabled}
       
      >
        {text}
      </button>
    );
  }
  TextButton.displayName = `TextButton(${text})`;
  return TextButton;
}

export const ButtonTemplates = {
  AddButton: textButton('Add'),
  CopyButton: textButton('Copy'),
  MoveDownButton: textButton('Move down'),
  MoveUpButton: textButton('Move up'),
  RemoveButton: textButton('Remove'),
};
