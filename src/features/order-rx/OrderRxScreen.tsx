import type { ReactNode, Ref } from 'react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FormContextType } from '@rjsf/utils';
import { useConfig } from '../../lib/config/ConfigContext';
import { orderRxSchema, orderRxUiSchema } from './orderRxDefinition';
import { isFramed, showOrderActions } from './actionsVisibility';
import { NoticeBar } from './NoticeBar';
import { OrderRxHeader } from './OrderRxHeader';
import { ORDER_RX_CONTENT_ID } from './orderDocuments';
import './order-rx.css';
import { SchemaForm, type FormController, SubmitButton, type FormValues } from '../../forms';

export interface OrderRxScreenProps {
  /** Read, reset or load the values (send, draft, embedding). */
  controllerRef?: Ref<FormController>;
  /** Called with valid values when Send is pressed; Send stays disabled until it settles. */
  onSend?: (values: FormValues) => Promise<void> | void;
  onPrint?: () => void;
  /** A PDF is being saved: 'Imprimir' cannot be pressed again meanwhile. */
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
}

/** The Order Rx screen: notice, the sent-order notice, and the paper-like prescription form. */
export function OrderRxScreen({
  contentRef,
  controllerRef,
  titleRef,
  ...props
}: OrderRxScreenProps) {
  const { company, notice, orderFormActions } = useConfig();
  const [searchParams] = useSearchParams();
  const [framed] = useState(() => isFramed());
  const showActions = showOrderActions(orderFormActions, framed, searchParams);
  return (
    <div className="rx-page" ref={contentRef}>
      <NoticeBar notice={notice} />
      {props.sentNotice}
      <div className="rx-paper-scroll">
        <div id={ORDER_RX_CONTENT_ID} className="rx-paper">
          <OrderRxHeader company={company} title={orderRxSchema.title ?? ''} titleRef={titleRef} />
          <SchemaForm
            schema={orderRxSchema}
            uiSchema={orderRxUiSchema}
            controllerRef={controllerRef}
            formContext={props.formContext}
            onSubmit={props.onSend}
            onValuesChange={props.onValuesChange}
          >
            {showActions ? (
              <div className="rx-actions">
                <SubmitButton uiSchema={orderRxUiSchema} busyText={props.sendingText} />
                <button
                  type="button"
                  className="rx-button"
                  title="Imprimir"
                  disabled={props.printing}
                  aria-busy={props.printing || undefined}
                  onClick={() => props.onPrint?.()}
                >
                  Imprimir
                </button>
                {props.actionStatus}
              </div>
            ) : (
              <></>
            )}
          </SchemaForm>
        </div>
      </div>
    </div>
  );
}
