import type { PrintResult } from './usePrintPdf';

/**
 * What 'Imprimir' is doing, beside the buttons: progress, then 'Form Saved' in green or a
 * failure in red. The status region stays in the page so screen readers announce its changes.
 */
export function PrintStatus({
  printing,
  result,
}: {
  printing: boolean;
  result: PrintResult | null;
}) {
  const status = printing ? 'Preparing PDF…' : result === 'saved' ? 'Form Saved' : '';
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
          The PDF could not be saved. Please try again.
        </p>
      )}
    </>
  );
}
