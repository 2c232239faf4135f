/** `2025-03-09` → `03/09/2025`, the US order the form's readers expect. */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : iso;
}

/** A local date as `01/05/2026`. */
export function usDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()}`;
}

/** `11/23/2026 14:05 UTC`: when a document was made, in plain ASCII. */
export function printedTime(date: Date): string {
  const time = date.toLocaleTimeString('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  return `${usDate(date)} ${time.replace(/\s+/g, ' ')}`;
}
