/**
 * The text beside an agreement box (ui.json `ui:options` of the `agreement` widget), built the
 * same way for the screen and for the record of what the person agreed to.
 *
 * `text` may hold `{name}` placeholders filled from the form context's `textValues` (e.g.
 * `{company}`, `{website}`) and one `{link}`, drawn as a link with `linkText` pointing at
 * `linkUrl` (placeholders allowed there too).
 */

import { fillIn } from '../../contract/languages';

export interface AgreementLink {
  text: string;
  /** Undefined when the configured URL is not a web address: the text is shown unlinked. */
  url?: string;
}

export interface AgreementText {
  before: string;
  link?: AgreementLink;
  after: string;
}

export type TextValues = Record<string, string>;

const LINK_PLACEHOLDER = '{link}';

/** Only http(s) or same-site paths may become a link: never `javascript:` from a data file. */
function webUrl(url: string): string | undefined {
  return /^https?:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)\S*$/.test(url) ? url : undefined;
}

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

export function agreementText(options: Record<string, unknown>, values: TextValues): AgreementText {
  const filled = fillIn(asString(options.text), values);
  const at = filled.indexOf(LINK_PLACEHOLDER);
  const linkText = asString(options.linkText);
  if (at < 0 || !linkText) return { before: filled.replace(LINK_PLACEHOLDER, ''), after: '' };
  return {
    before: filled.slice(0, at),
    link: { text: linkText, url: webUrl(fillIn(asString(options.linkUrl), values)) },
    after: filled.slice(at + LINK_PLACEHOLDER.length),
  };
}

/** Exactly the words on screen, as one plain string. */
export function agreementPlainText({ before, link, after }: AgreementText): string {
  return `${before}${link?.text ?? ''}${after}`;
}
