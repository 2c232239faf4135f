import type { UiSchema } from '@rjsf/utils';
import type { SigningChoice } from '../../../contract/signing';
import type { TextMessageRequest } from '../../../contract/api';
import { toWhatsAppNumber } from '../../lib/phone/phone';
import type { FormValues } from '../../forms';
import { textOf } from './orderValues';

/**
 * "Who signs?" (docs/order-form.md): with "Send it to the practitioner to sign" the order goes
 * to the server with `signing` (contract/signing.ts), which keeps it until the practitioner signs
 * it from a link. The keys are the order form's (docs/contract.md, "Names that stay"): the
 * choice, the fields it brings (the practitioner's mobile and e-mail, the preparer's name), and
 * the prescriber's name and NPI the practitioner attests to.
 */
const WHO_SIGNS_KEY = 'orfWhoSigns';
const SEND_TO_PRACTITIONER = 'practitioner';
const SIGNER_MOBILE_KEY = 'orfSignerMobile';
const SIGNER_EMAIL_KEY = 'orfSignerEmail';
const PREPARED_BY_KEY = 'orfPreparedBy';
const PRACTITIONER_NAME_KEY = 'orfFooterDr';
const PRACTITIONER_NPI_KEY = 'orfFooterNpi';

/** The form without the "Who signs?" choice: the order is signed on it, as before the choice. */
export function withoutWhoSigns(uiSchema: UiSchema): UiSchema {
  return { ...uiSchema, [WHO_SIGNS_KEY]: { ...uiSchema[WHO_SIGNS_KEY], 'ui:widget': 'hidden' } };
}

export const sendsForSignature = (values: FormValues): boolean =>
  values[WHO_SIGNS_KEY] === SEND_TO_PRACTITIONER;

/** The prescriber as the order names them. */
export const practitionerNameOf = (values: FormValues): string =>
  textOf(values[PRACTITIONER_NAME_KEY]);

/**
 * The order request's `signing`, or undefined when the order is not sent for signature. The
 * patient's text message goes with it: the server sends it once the order is signed.
 */
export function signingChoiceOf(
  values: FormValues,
  patientMessage: Pick<TextMessageRequest, 'number' | 'text'>,
): SigningChoice | undefined {
  if (!sendsForSignature(values)) return undefined;
  const mobile = textOf(values[SIGNER_MOBILE_KEY]);
  const email = textOf(values[SIGNER_EMAIL_KEY]);
  const npi = textOf(values[PRACTITIONER_NPI_KEY]);
  const channels = {
    ...(mobile ? { mobile: toWhatsAppNumber(mobile) } : {}),
    ...(email ? { email } : {}),
  } as { mobile: string; email?: string };
  // Neither given: the server refuses the order and says so beside Send (sendRefusal.ts).
  return {
    preparedBy: textOf(values[PREPARED_BY_KEY]),
    practitionerName: practitionerNameOf(values),
    ...(npi ? { practitionerNpi: npi } : {}),
    ...channels,
    patientMessage,
  };
}
