/**
 * The words of the site itself, one folder per language in `locales/`: `site.json` (the shell,
 * see siteWords.ts), `pages.json` (the form pages: the forms' buttons, messages, the
 * missing-fields line, the document's and the text message's words) and `otherPages.json` (About,
 * not found, language assistance, signing: see otherPageWords.ts), plus the default error messages, which the server answers with too and
 * so live in `contract/locales/<language>/errors.json`. A form's own texts are beside the form
 * (`schemas/<form>/es.json`). English is the source; every other language has exactly its keys
 * (the schema check says which key is missing or extra).
 */
import pages from './locales/en/pages.json' with { type: 'json' };
import { englishErrorWords, type ErrorWords } from '../../../contract/errors';
import { englishSiteWords, type SiteWords } from './siteWords';

export type PageWords = typeof pages;
export type Words = SiteWords & PageWords & { errors: ErrorWords };
export const englishWords: Words = { ...englishSiteWords, ...pages, errors: englishErrorWords };
