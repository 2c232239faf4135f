/**
 * The site's forms, as listed in `schemas/forms.json`: one entry per folder of `schemas/`.
 *
 * An entry with `sendTo` is drawn by the generic form page from its folder's files alone; an
 * entry with `page` names a form that has its own page in `src/features/<page>` (the Order Rx
 * form makes a PDF, the consent form keeps a proof), whose route that page fixes.
 * Plain data with no React import: the schema checker reads it too.
 */

/** The Order Rx form: the shop's checkout and the order endpoint are built around it. */
export const ORDER_FORM_ID = 'order-rx';
/** The text-message consent form: its records are kept as proof of an opt-in. */
export const CONSENT_FORM_ID = 'consent';

/** Forms with a page of their own. */
export const bespokePages = [ORDER_FORM_ID, CONSENT_FORM_ID] as const;
export type BespokePage = (typeof bespokePages)[number];

/**
 * Where the pages of their own have been published (links, the shop's frame, printed
 * material): their forms.json `route` must stay these, or published links break. The routes
 * themselves are declared in forms.json only.
 */
export const publishedRoutes: Record<BespokePage, string> = {
  [ORDER_FORM_ID]: '/order-rx-form',
  [CONSENT_FORM_ID]: '/conset-messages-form',
};

/** The site's pages that are not forms: a form may not take their address. */
export const sitePages = {
  home: '/',
  about: '/about',
  languageAssistance: '/language-assistance',
  /** The consent page's address spelt correctly, which leads to the published one. */
  consentCorrectSpelling: '/consent-messages-form',
} as const;

/** The route forms.json gives a page of its own (its published one while it has no entry). */
export function bespokeRoute(forms: readonly FormEntry[], page: BespokePage): string {
  return forms.find((form) => form.page === page)?.route ?? publishedRoutes[page];
}

/** `sendTo` value of a form that is not connected yet: it says so instead of sending. */
export const SEND_NOWHERE = 'none';
/**
 * `sendTo` value of a form whose answers the shipped server e-mails, with the form's PDF, to
 * the entry's `emailTo` (or the order address): `POST {emailApiUrl}/forms/<id>`.
 */
export const SEND_BY_EMAIL = 'email';
/** `version` of an entry that does not give one. */
export const DEFAULT_FORM_VERSION = '1';

export interface FormEntry {
  /** The form's folder in `schemas/`. */
  id: string;
  /** Path of its page on the site, e.g. `/contact-us`. */
  route: string;
  /** Page heading and browser tab title. */
  title: string;
  /**
   * Generic page: `"email"` (the shipped server e-mails the answers), a path appended to
   * `emailApiUrl` where the values are POSTed as JSON, or `"none"`.
   */
  sendTo?: string;
  /** Where the shipped server e-mails this form's answers; default: the order address. */
  emailTo?: string;
  /** The form's version, sent with its answers (e.g. `form_version`); default "1". */
  version?: string;
  page?: BespokePage;
  /** The paper its document is drawn on: `"a4"` (default) or `"letter"` (US Letter). */
  paper?: Paper;
}

export const papers = ['a4', 'letter'] as const;
export type Paper = (typeof papers)[number];

/** The version an entry's answers are sent with. */
export function formVersion(entry: Pick<FormEntry, 'version'>): string {
  return entry.version ?? DEFAULT_FORM_VERSION;
}

export interface FormsListProblem {
  /** Position in the list, and the key, when the problem is one entry's. */
  path: (string | number)[];
  message: string;
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ROUTE = /^\/[a-z0-9]+(?:[-/][a-z0-9]+)*$/;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

function entryProblems(entry: Record<string, unknown>): [string, string][] {
  const problems: [string, string][] = [];
  const allowed = ['id', 'route', 'title', 'sendTo', 'emailTo', 'version', 'page', 'paper'];
  for (const key of Object.keys(entry)) {
    if (!allowed.includes(key)) {
      problems.push([key, `"${key}" is not a forms-list setting; use ${allowed.join(', ')}.`]);
    }
  }
  if (typeof entry.id !== 'string' || !ID.test(entry.id)) {
    problems.push([
      'id',
      '"id" must be the form\'s folder name in schemas/: small letters, digits and dashes, like "contact-us".',
    ]);
  }
  if (typeof entry.route !== 'string' || !ROUTE.test(entry.route)) {
    problems.push([
      'route',
      '"route" must be the page\'s address on the site: a "/" then small letters, digits and dashes, like "/contact-us".',
    ]);
  }
  if (typeof entry.title !== 'string' || entry.title.trim() === '') {
    problems.push(['title', '"title" must be the form\'s name as people should see it.']);
  }
  const hasPage = entry.page !== undefined;
  if (hasPage && !bespokePages.includes(entry.page as BespokePage)) {
    problems.push(['page', `"page" must be one of: ${bespokePages.join(', ')}.`]);
  }
  const sendTo = entry.sendTo;
  if (hasPage && sendTo !== undefined) {
    problems.push([
      'sendTo',
      'A form with its own "page" sends where that page says: remove "sendTo".',
    ]);
  } else if (
    !hasPage &&
    !(
      sendTo === SEND_NOWHERE ||
      sendTo === SEND_BY_EMAIL ||
      (typeof sendTo === 'string' && ROUTE.test(sendTo))
    )
  ) {
    problems.push([
      'sendTo',
      `"sendTo" must say where the answers go: "${SEND_BY_EMAIL}" (e-mailed by the site's server), a path on the e-mail API such as "/forms/contact-us", or "${SEND_NOWHERE}" while the form is not connected yet.`,
    ]);
  }
  if (
    entry.emailTo !== undefined &&
    (typeof entry.emailTo !== 'string' || !EMAIL.test(entry.emailTo))
  ) {
    problems.push(['emailTo', '"emailTo" must be one e-mail address, like "returns@example.com".']);
  }
  if (
    entry.version !== undefined &&
    (typeof entry.version !== 'string' || !/^\S{1,40}$/.test(entry.version))
  ) {
    problems.push([
      'version',
      '"version" must be a short text without spaces, like "2" or "2026-11-23".',
    ]);
  }
  if (entry.paper !== undefined && !papers.includes(entry.paper as Paper)) {
    problems.push(['paper', `"paper" must be "a4" (the default) or "letter" (US Letter).`]);
  }
  return problems;
}

/**
 * forms.json as the site was built with it: the schema check stops `dev` and `build` on a broken
 * list, so the browser takes it as it is, without the checker's code and its words for staff.
 */
export function builtFormsList(value: unknown): readonly FormEntry[] {
  return (Array.isArray(value) ? value : []) as FormEntry[];
}

/** Reads forms.json: the valid entries, and what is wrong with the others. */
export function readFormsList(value: unknown): {
  forms: FormEntry[];
  problems: FormsListProblem[];
} {
  if (!Array.isArray(value)) {
    return {
      forms: [],
      problems: [
        { path: [], message: 'forms.json must be a list [...] of forms, each a group {...}.' },
      ],
    };
  }
  const forms: FormEntry[] = [];
  const problems: FormsListProblem[] = [];
  const seen = { id: new Map<unknown, number>(), route: new Map<unknown, number>() };
  value.forEach((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      problems.push({ path: [index], message: 'Each form must be a group {...}.' });
      return;
    }
    const record = entry as Record<string, unknown>;
    const own = entryProblems(record);
    for (const key of ['id', 'route'] as const) {
      const first = seen[key].get(record[key]);
      if (first !== undefined) {
        own.push([key, `This ${key} is already used by form [${first}]; each form needs its own.`]);
      } else seen[key].set(record[key], index);
    }
    problems.push(...own.map(([key, message]) => ({ path: [index, key], message })));
    if (own.length === 0) forms.push(record as unknown as FormEntry);
  });
  return { forms, problems };
}
