import { useCallback, useEffect, useState } from 'react';
import { fillIn } from '../../../contract/languages';
import type { SigningStatus } from '../../../contract/signing';
import { useConfig } from '../../lib/config/ConfigContext';
import { useDocumentTitle } from '../../lib/config/useDocumentTitle';
import { useLanguage } from '../../lib/i18n/WordsContext';
import { useOtherPageWords } from '../../lib/i18n/otherPageWords';
import { signingStatus, UnusableLink } from './signingApi';
import './signing.css';

type Shown =
  | { kind: 'loading' }
  | { kind: 'unknown' }
  | { kind: 'failed' }
  | { kind: 'status'; status: SigningStatus };

/**
 * The sender's status page (`/sign/status#<status id>`): awaiting, signed, declined with the
 * practitioner's reason, or expired. It shows no patient data; the id stays out of every URL
 * sent to a server.
 */
export default function SigningStatusPage() {
  const { emailApiUrl } = useConfig();
  const { language } = useLanguage();
  const { signing } = useOtherPageWords();
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  useDocumentTitle(signing.statusTitle);

  const load = useCallback(() => {
    const statusId = decodeURIComponent(window.location.hash.slice(1));
    signingStatus(emailApiUrl, statusId).then(
      (status) => setShown({ kind: 'status', status }),
      // Only the server's "no such order" says so; a dropped connection or a busy server is
      // another story, and Refresh may be all it takes.
      (error: unknown) => setShown({ kind: error instanceof UnusableLink ? 'unknown' : 'failed' }),
    );
  }, [emailApiUrl]);
  useEffect(load, [load]);

  const words = (status: SigningStatus) => {
    const at = status.at ? new Date(status.at).toLocaleString(language) : '';
    const texts = {
      awaiting: signing.statusAwaiting,
      signed: signing.statusSigned,
      declined: signing.statusDeclined,
      expired: signing.statusExpired,
    };
    return fillIn(texts[status.state], { at, reason: status.reason ?? '' });
  };

  return (
    <section className="page page-narrow signing-page" aria-labelledby="signing-status-title">
      <h1 id="signing-status-title">
        {shown.kind === 'status'
          ? fillIn(signing.statusHeading, { reference: shown.status.reference })
          : signing.statusTitle}
      </h1>
      <p className="lead" role="status">
        {shown.kind === 'status' && words(shown.status)}
        {shown.kind === 'unknown' && signing.statusUnknown}
        {shown.kind === 'failed' && signing.statusFailed}
      </p>
      <button type="button" className="button button-secondary" onClick={load}>
        {signing.refresh}
      </button>
    </section>
  );
}
