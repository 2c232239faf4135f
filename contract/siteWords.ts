/**
 * The words of the site's shell (navigation, footer, home, page titles), the part of
 * `contract/locales/<language>/` every page needs; the other pages' words are in words.ts.
 */
import site from './locales/en/site.json' with { type: 'json' };

export type SiteWords = typeof site;
export const englishSiteWords: SiteWords = site;
