/**
 * config.json inside a form's document: the project's server, which fills the first screen from
 * the config.json it serves (configSlots.ts), also puts that file into the document's head as a
 * JSON data block, so the site reads it at start-up instead of asking for it a round trip later
 * (docs/performance.md). A static host's documents have none: the site fetches the file.
 */
import type { AppConfig } from './config.ts';

/** The id of the data block (`<script type="application/json">`, never run). */
export const INLINE_CONFIG_ID = 'rx-config';

/** `document` with `config` as a data block at the end of its head. */
export function withInlineConfig(document: string, config: AppConfig): string {
  const head = document.indexOf('</head>');
  if (head < 0) throw new Error('inline config: the document has no </head>');
  // `<` escaped, so no text in the file can end the block (`</script>`) or open a comment.
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  const block = `<script type="application/json" id="${INLINE_CONFIG_ID}">${json}</script>`;
  return document.slice(0, head) + block + document.slice(head);
}
