import type { PrintResult } from './usePrintPdf';
import { useWords } from '../../lib/i18n/useWords';

/**
 * What Print is doing, beside the buttons: progress, then 'Form Saved' in green or a
 * failure in red. The status region stays in the page so screen readers announce its changes.
 */
export function PrintStatus({
  printing,
  result,
}: {
  printing: boolean;
  result: PrintResult | null;
}) {
  const { order } = useWords();
  const status = printing ? order.preparingPdf : result === 'saved' ? order.saved : '';
  return (
    <>
      <p
        className={`rx-print-status${result === 'saved' && !printing ? ' rx-print-status--saved' : ''}`}
        role="status"
      >
        {status}
      </p>
      {result === 'failed' && !printing && (
        <p className="rx-print-status rx-print-status--failed" role="alert">
          {order.saveFailed}
        </p>
      )}
    </>
  );
}
