/**
 * The words of the site itself, one folder per language in `locales/`: `site.json` (the shell,
 * see siteWords.ts) and `pages.json` (the pages loaded on demand: About, not found, language
 * assistance, and the forms' buttons, messages, the missing-fields line, the document's and the
 * text message's words), plus the default error messages, which the server answers with too and
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
