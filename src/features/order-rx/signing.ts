import { englishWords, type Words } from '../../lib/i18n/words';
import { fillIn } from '../../../contract/languages';
import { formatIsoDate, usDate } from '../../lib/document';
import type { FormValues } from '../../forms';
import { sendsForSignature } from './sendForSignature';
import { textOf } from './orderValues';

/**
 * How the order was signed, in the words the PDF prints (a Standard Written Order needs the
 * prescriber's signature, with a date). The keys are the contract's (docs/contract.md, "Names
 * that stay"): the drawn signature, the typed name with its attestation box, and the order date.
 */
const DRAWN_SIGNATURE_KEY = 'orfSignature';
const TYPED_NAME_KEY = 'orfSignatureName';
const ATTESTATION_KEY = 'orfSignatureAttestation';
const ORDER_DATE_KEY = 'orfFooterD';

type SigningWords = Pick<
  Words['document'],
  | 'notSigned'
  | 'notSignedSeeAttached'
  | 'sentToPractitioner'
  | 'signedByDrawing'
  | 'signedElectronically'
>;

export function hasDrawnSignature(values: FormValues): boolean {
  return textOf(values[DRAWN_SIGNATURE_KEY]).startsWith('data:image/png;base64,');
}

/**
 * "Signed by drawing, <date>", "Electronically signed by <name>, <date>" (a typed name counts
 * only with its attestation box ticked), "Sent to the practitioner to sign" (the server appends
 * the signature page once signed), or "Not signed", which points to the attached Rx only when
 * files are attached: the document states only what happened. The date is the order's date, or
 * `today` when it has none.
 */
export function signingStatement(
  values: FormValues,
  today: Date,
  attachedFiles: number,
  words: SigningWords = englishWords.document,
): string {
  const date = formatIsoDate(textOf(values[ORDER_DATE_KEY])) || usDate(today);
  if (sendsForSignature(values)) return words.sentToPractitioner;
  if (hasDrawnSignature(values)) return fillIn(words.signedByDrawing, { date });
  const name = textOf(values[TYPED_NAME_KEY]);
  if (name !== '' && values[ATTESTATION_KEY] === true) {
    return fillIn(words.signedElectronically, { name, date });
  }
  return attachedFiles > 0 ? words.notSignedSeeAttached : words.notSigned;
}
