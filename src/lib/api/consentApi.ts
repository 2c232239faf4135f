/** Body of `POST {consentApiUrl}/consents`: the proof of a text-message opt-in (server/consents). */
export interface ConsentRequestBody {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  consent: true;
  /** The exact words the person agreed to, as shown. */
  consentText: string;
  consentTextVersion: string;
  /** The page's address without query or fragment. */
  pageUrl: string;
  /** When the person confirmed, as their browser reported it. */
  consentedAt: string;
}
