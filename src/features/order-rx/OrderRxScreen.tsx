import type { ReactNode, Ref } from 'react';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { FormContextType, UiSchema } from '@rjsf/utils';
import { useConfig } from '../../lib/config/ConfigContext';
import { useWords } from '../../lib/i18n/useWords';
import { orderRxSchema, orderRxUiSchema } from './orderRxDefinition';
import { inShop, isFramed, showOrderActions } from './actionsVisibility';
import { withoutWhoSigns } from './sendForSignature';
import { NoticeBar } from './NoticeBar';
import { OrderRxHeader } from './OrderRxHeader';
import './order-rx.css';
import {
  SchemaForm,
  type FormController,
  SubmitButton,
  shownTitle,
  type FormValues,
} from '../../forms';

/**
 * Print keeps the `title` it had before the site spoke Spanish: the shop's and staff's
 * references find the button by it (docs/contract.md, "Names that stay").
 */
const PRINT_BUTTON_TITLE = 'Imprimir';

export interface OrderRxScreenProps {
  /** The form's ui.json in the person's language (the file itself when not given). */
  uiSchema?: UiSchema;
  /** Read, reset or load the values (send, draft, embedding). */
  controllerRef?: Ref<FormController>;
  /** Called with valid values when Send is pressed; Send stays disabled until it settles. */
  onSend?: (values: FormValues) => Promise<void> | void;
  onPrint?: () => void;
  /** A PDF is being saved: Print cannot be pressed again meanwhile. */
  printing?: boolean;
  onValuesChange?: (values: FormValues) => void;
  /** Stable context for custom fields, e.g. `{ attachments }` for the attachments field. */
  formContext?: FormContextType;
  /** Shown beside the buttons, e.g. "Form Saved". */
  actionStatus?: ReactNode;
  /** Text on the Send button while sending. */
  sendingText?: string;
  /** The page wrapper (its height follows the content, e.g. for the embedding shop). */
  contentRef?: Ref<HTMLDivElement>;
  /** The form's title, focusable from script. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** Shown above the paper after a send: the order's reference and time. */
  sentNotice?: ReactNode;
  /** Shown above the buttons when the server refused the order, until dismissed. */
  sendRefusal?: ReactNode;
}

/** The Order Rx screen: notice, the sent-order notice, and the paper-like prescription form. */
export function OrderRxScreen({
  contentRef,
  controllerRef,
  titleRef,
  ...props
}: OrderRxScreenProps) {
  const { orderFormActions, signingChoiceInShop } = useConfig();
  const { order } = useWords();
  const searchParams = new URLSearchParams(useLocation().search);
  const [framed] = useState(() => isFramed());
  const showActions = showOrderActions(orderFormActions, framed, searchParams);
  const hideWhoSigns = inShop(framed, searchParams) && !signingChoiceInShop;
  const givenUiSchema = props.uiSchema ?? orderRxUiSchema;
  // rjsf needs a stable uiSchema: a new one only when the language or the setting changes.
  const uiSchema = useMemo(
    () => (hideWhoSigns ? withoutWhoSigns(givenUiSchema) : givenUiSchema),
    [hideWhoSigns, givenUiSchema],
  );
  return (
    <div className="rx-page" ref={contentRef}>
      <NoticeBar />
      {props.sentNotice}
      <div className="rx-paper-scroll">
        <div id="order-rx-content" className="rx-paper">
          <OrderRxHeader title={shownTitle(orderRxSchema, uiSchema)} titleRef={titleRef} />
          <SchemaForm
            schema={orderRxSchema}
            uiSchema={uiSchema}
            controllerRef={controllerRef}
            formContext={props.formContext}
            onSubmit={props.onSend}
            onValuesChange={props.onValuesChange}
          >
            {showActions ? (
              <>
                <p className="rx-send-note">{order.textNotice}</p>
                {props.sendRefusal}
                <div className="rx-actions">
                  <SubmitButton uiSchema={uiSchema} busyText={props.sendingText} />
                  <button
                    type="button"
                    className="rx-button"
                    title={PRINT_BUTTON_TITLE}
                    disabled={props.printing}
                    aria-busy={props.printing || undefined}
                    onClick={() => props.onPrint?.()}
                  >
                    {order.print}
                  </button>
                  {props.actionStatus}
                </div>
              </>
            ) : (
              <></>
            )}
          </SchemaForm>
        </div>
      </div>
    </div>
  );
}
