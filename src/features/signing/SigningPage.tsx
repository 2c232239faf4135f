import { useEffect, useState } from 'react';
import { fillIn } from '../../../contract/languages';
import type { SignRequest, SigningView } from '../../../contract/signing';
import { useConfig } from '../../lib/config/ConfigContext';
import { useDocumentTitle } from '../../lib/config/useDocumentTitle';
import { useLanguage } from '../../lib/i18n/WordsContext';
import { useOtherPageWords } from '../../lib/i18n/otherPageWords';
import { OrderReview } from './OrderReview';
import { SignOrDecline } from './SignOrDecline';
import { declineOrder, signOrder, UnusableLink, viewOrder } from './signingApi';
import './signing.css';

type PageState =
  | { kind: 'loading' }
  | { kind: 'unusable' }
  | { kind: 'failed' }
  | { kind: 'review'; view: SigningView }
  | { kind: 'done'; outcome: 'signed' | 'declined'; reference: string };

/** The link's token: after `#`, so it never reaches a server's log or a Referer. */
const tokenOfPage = () => decodeURIComponent(window.location.hash.slice(1));

/**
 * The practitioner's page (`/sign#<token>`): the order as the supplier will get it, then Sign
 * or Decline. A link that cannot be used says so and shows nothing else.
 */
export default function SigningPage() {
  const { emailApiUrl } = useConfig();
  const { language } = useLanguage();
  const { signing } = useOtherPageWords();
  const [token] = useState(tokenOfPage);
  const [state, setState] = useState<PageState>(() =>
    token ? { kind: 'loading' } : { kind: 'unusable' },
  );
  useDocumentTitle(signing.title);

  useEffect(() => {
    if (!token) return;
    let current = true;
    viewOrder(emailApiUrl, token).then(
      (view) => current && setState({ kind: 'review', view }),
      (error: unknown) =>
        current && setState({ kind: error instanceof UnusableLink ? 'unusable' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [emailApiUrl, token]);

  const finish = async (outcome: 'signed' | 'declined', send: () => Promise<unknown>) => {
    if (state.kind !== 'review') return;
    try {
      await send();
    } catch (error) {
      if (error instanceof UnusableLink) return setState({ kind: 'unusable' });
      throw error;
    }
    setState({ kind: 'done', outcome, reference: state.view.reference });
  };
  const sign = (signature: SignRequest['signature']) =>
    finish('signed', () => signOrder(emailApiUrl, { token, attested: true, signature }));
  const decline = (reason: string) =>
    finish('declined', () => declineOrder(emailApiUrl, token, reason));
  const when = (iso: string) => new Date(iso).toLocaleString(language);

  return (
    <section className="page page-narrow signing-page" aria-labelledby="signing-title">
      {state.kind === 'loading' && (
        <>
          <h1 id="signing-title">{signing.title}</h1>
          <p role="status">{signing.loading}</p>
        </>
      )}
      {state.kind === 'unusable' && (
        <>
          <h1 id="signing-title">{signing.unusableHeading}</h1>
          <p className="lead">{signing.unusableText}</p>
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <h1 id="signing-title">{signing.title}</h1>
          <p role="alert">{signing.failed}</p>
        </>
      )}
      {state.kind === 'done' && (
        <div role="status">
          <h1 id="signing-title">
            {state.outcome === 'signed' ? signing.signedHeading : signing.declinedHeading}
          </h1>
          <p className="lead">
            {fillIn(state.outcome === 'signed' ? signing.signedText : signing.declinedText, {
              reference: state.reference,
            })}
          </p>
        </div>
      )}
      {state.kind === 'review' && (
        <>
          <h1 id="signing-title">{fillIn(signing.heading, { reference: state.view.reference })}</h1>
          <p className="lead">
            {fillIn(signing.lead, {
              preparedBy: state.view.preparedBy,
              preparedAt: when(state.view.preparedAt),
              expiresAt: when(state.view.expiresAt),
            })}
          </p>
          <OrderReview view={state.view} />
          <SignOrDecline view={state.view} onSign={sign} onDecline={decline} />
        </>
      )}
    </section>
  );
}
