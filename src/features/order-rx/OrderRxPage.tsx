import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createAttachmentsStore } from '../../lib/files';
import { Toast } from '../../lib/toast';
import { OrderRxScreen } from './OrderRxScreen';
import { ORDER_FORM_ID } from '../../../contract/catalog';
import { orderRxSchema, orderRxUiSchema } from './orderRxDefinition';
import { OrderReference } from './orderReference';
import { PrintStatus } from './PrintStatus';
import { useOrderDraft } from './useOrderDraft';
import { useOrderEmbedding } from './useOrderEmbedding';
import { usePrintPdf } from './usePrintPdf';
import { sessionStorageOrNull } from './orderDraft';
import { useSendOrder, type SentOrder } from './useSendOrder';
import {
  preloadNamedWidgets,
  prepareSchemaMerge,
  useFormPage,
  type AttachmentsFormContext,
} from '../../forms';

const orderFiles = { id: ORDER_FORM_ID, schema: orderRxSchema, uiSchema: orderRxUiSchema };

/**
 * Fetched with the page's code (src/app/pageModules.ts): the lazy widgets the form names (the
 * "Who signs?" radios) start downloading then, not once the form first draws them; not awaited,
 * so the form's first draw never waits for them. What its `allOf` needs to be merged is there
 * before the form draws (at once: its conditions only add fields).
 */
export function prepare(): Promise<void> {
  preloadNamedWidgets(orderRxUiSchema);
  return prepareSchemaMerge(orderRxSchema);
}

/** Route entry for /order-rx-form: the screen wired to sending, saving, the draft and the shop. */
export default function OrderRxPage() {
  const page = useFormPage(orderFiles);
  const { config, language, words, uiSchema, controllerRef, showToast } = page;
  const contentRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // One store and one context object per page: rjsf memoises fields on formContext.
  const [attachments] = useState(createAttachmentsStore);
  const formContext = useMemo<AttachmentsFormContext>(
    () => ({ ...page.formContext, attachments }),
    [page.formContext, attachments],
  );
  const [reference] = useState(() => new OrderReference(sessionStorageOrNull()));
  const [receipt, setReceipt] = useState<SentOrder | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const noticeRef = useRef<HTMLElement>(null);
  const draft = useOrderDraft(controllerRef, attachments);
  const { send, sendingText, parts } = useSendOrder({
    config,
    controllerRef,
    attachments,
    showToast,
    reference,
    locale: language,
    words,
    onSent: (sent) => {
      draft.clear();
      setReceipt(sent);
    },
    onRefused: setRefusal,
  });
  // Send is disabled on the blank form, so its focus would fall to the page's body: keyboard
  // and screen reader users land on the reference instead (its heading is read out).
  useEffect(() => {
    if (receipt) noticeRef.current?.focus();
  }, [receipt]);
  const startNewOrder = useCallback(() => {
    setReceipt(null);
    titleRef.current?.focus();
  }, []);
  const reader = useMemo(() => ({ language, words, uiSchema }), [words, uiSchema, language]);
  const { print, printing, result } = usePrintPdf(
    controllerRef,
    reference,
    config.company,
    reader,
    attachments,
  );
  useOrderEmbedding({
    trustedOrigins: config.trustedParentOrigins,
    company: config.company,
    locale: language,
    controllerRef,
    attachments,
    reference,
    contentRef,
  });

  return (
    <>
      <OrderRxScreen
        uiSchema={uiSchema}
        controllerRef={controllerRef}
        contentRef={contentRef}
        titleRef={titleRef}
        formContext={formContext}
        onSend={send}
        onPrint={print}
        printing={printing}
        onValuesChange={draft.save}
        actionStatus={<PrintStatus printing={printing} result={result} />}
        sentNotice={
          receipt &&
          parts && (
            <parts.SentOrderNotice
              receipt={receipt}
              onStartNew={startNewOrder}
              noticeRef={noticeRef}
            />
          )
        }
        sendRefusal={
          refusal &&
          parts && <parts.SendRefusalMessage detail={refusal} onDismiss={() => setRefusal(null)} />
        }
        sendingText={sendingText}
      />
      <Toast toast={page.toast} />
    </>
  );
}
