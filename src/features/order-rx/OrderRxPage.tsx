import { useRef, useState } from 'react';
import { useConfig } from '../../app/ConfigContext';
import type { FormController } from '../../forms/SchemaForm';
import type { AttachmentsFormContext } from '../../forms/fields/AttachmentsField';
import { createAttachmentsStore } from '../../lib/files';
import { Toast, useToast } from '../../lib/toast';
import { OrderRxScreen } from './OrderRxScreen';
import { PrintStatus } from './PrintStatus';
import { useOrderDraft } from './useOrderDraft';
import { useOrderEmbedding } from './useOrderEmbedding';
import { usePrintPdf } from './usePrintPdf';
import { useSendOrder } from './useSendOrder';

/** Route entry for /order-rx-form: the screen wired to sending, saving, the draft and the shop. */
export default function OrderRxPage() {
  const config = useConfig();
  const controllerRef = useRef<FormController>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // One store and one context object per page: rjsf memoises fields on formContext.
  const [attachments] = useState(createAttachmentsStore);
  const [formContext] = useState<AttachmentsFormContext>(() => ({ attachments }));
  const { toast, show: showToast } = useToast();
  const draft = useOrderDraft(controllerRef);
  const { send, sendingText } = useSendOrder({
    config,
    controllerRef,
    attachments,
    showToast,
    onSent: () => {
      draft.clear();
      // Send is disabled on the blank form, so its focus would fall to the page's body: start
      // keyboard and screen reader users again at the top of the new form instead.
      titleRef.current?.focus();
    },
  });
  const { print, printing, result } = usePrintPdf();
  useOrderEmbedding({
    trustedOrigins: config.trustedParentOrigins,
    controllerRef,
    attachments,
    contentRef,
  });

  return (
    <>
      <OrderRxScreen
        controllerRef={controllerRef}
        contentRef={contentRef}
        titleRef={titleRef}
        formContext={formContext}
        onSend={send}
        onPrint={print}
        printing={printing}
        onValuesChange={draft.save}
        actionStatus={<PrintStatus printing={printing} result={result} />}
        sendingText={sendingText}
      />
      <Toast toast={toast} />
    </>
  );
}
