import { useState, type FormEvent } from 'react';
import { fillIn } from '../../../contract/languages';
import type { SignRequest, SigningView } from '../../../contract/signing';
import { useOtherPageWords } from '../../lib/i18n/otherPageWords';
import { SignatureDrawing } from './SignatureDrawing';

export interface SignOrDeclineProps {
  view: SigningView;
  onSign(signature: SignRequest['signature']): Promise<void>;
  onDecline(reason: string): Promise<void>;
}

/** The attestation, a typed or drawn signature and Sign; or Decline with a reason. */
export function SignOrDecline({ view, onSign, onDecline }: SignOrDeclineProps) {
  const { signing } = useOtherPageWords();
  const [attested, setAttested] = useState(false);
  const [typedName, setTypedName] = useState('');
  const [drawing, setDrawing] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ where: 'sign' | 'decline'; text: string }>();
  const [busy, setBusy] = useState(false);
  const npi = view.practitionerNpi ? fillIn(signing.npi, { npi: view.practitionerNpi }) : '';

  const run = async (where: 'sign' | 'decline', action: () => Promise<void>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await action();
    } catch {
      setProblem({ where, text: signing.failed });
    } finally {
      setBusy(false);
    }
  };

  const sign = (event: FormEvent) => {
    event.preventDefault();
    const name = typedName.trim();
    if (!attested) return setProblem({ where: 'sign', text: signing.needAttestation });
    if (name.length < 2 && !drawing) {
      return setProblem({ where: 'sign', text: signing.needSignature });
    }
    void run('sign', () => onSign(name.length >= 2 ? { typedName: name } : { drawnPng: drawing! }));
  };

  const decline = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setProblem({ where: 'decline', text: signing.needReason });
    void run('decline', () => onDecline(reason.trim()));
  };

  const message = (where: 'sign' | 'decline') =>
    problem?.where === where ? (
      <p className="signing-problem" role="alert">
        {problem.text}
      </p>
    ) : null;

  return (
    <>
      <form className="signing-form" aria-labelledby="signing-sign" onSubmit={sign} noValidate>
        <h2 id="signing-sign">{signing.signHeading}</h2>
        <label className="signing-attest">
          <input
            type="checkbox"
            checked={attested}
            onChange={(event) => setAttested(event.target.checked)}
          />
          <span>{fillIn(signing.attestation, { name: view.practitionerName, npi })}</span>
        </label>
        <label htmlFor="signing-typed-name">{signing.typedName}</label>
        <input
          id="signing-typed-name"
          type="text"
          autoComplete="name"
          maxLength={100}
          value={typedName}
          onChange={(event) => setTypedName(event.target.value)}
        />
        <p className="signing-or">{signing.orDraw}</p>
        <SignatureDrawing onChange={setDrawing} />
        {message('sign')}
        <button type="submit" className="button" disabled={busy}>
          {busy ? signing.signing : signing.sign}
        </button>
      </form>
      <form
        className="signing-form"
        aria-labelledby="signing-decline"
        onSubmit={decline}
        noValidate
      >
        <h2 id="signing-decline">{signing.declineHeading}</h2>
        <p>{signing.declineLead}</p>
        <label htmlFor="signing-reason">{signing.reason}</label>
        <textarea
          id="signing-reason"
          maxLength={500}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {message('decline')}
        <button type="submit" className="button button-secondary" disabled={busy}>
          {signing.decline}
        </button>
      </form>
    </>
  );
}
