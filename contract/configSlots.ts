/**
 * The texts of a page that come from `config.json`, each with a slot in a form's first screen
 * (docs/deploying.md, "First screens"). The build draws the screen with a marker in place of each
 * text; whoever serves the document puts a deployment's texts in the markers: the build its own
 * (for a static host), the project's server the ones of the config.json it serves. The page's
 * components show the same texts through `configTexts`, so the screen and the app agree.
 */
import { textIn, type AppConfig } from './config.ts';
import { DEFAULT_LOCALE, type Locale } from './languages.ts';

const textNames = [
  'companyName',
  'companyPhone',
  'companyPhoneLink',
  'companyFax',
  'companyEmail',
  'companyEmailLink',
  'companyWebsite',
  'companyWebsiteHost',
  'noticeMessage',
  'noticeColor',
] as const;

export type ConfigTexts = Record<(typeof textNames)[number], string>;

/** What fills the first screen's root attribute: whose texts fill its slots. */
export type SlotsFilledBy = 'build' | 'server';

const SLOT_START = '{{rx-config:';
const SLOT_END = '}}';
const SLOTS_FILLED_BY = 'slotsFilledBy';

function hostOf(website: string): string {
  try {
    return new URL(website).host;
  } catch {
    return website;
  }
}

/** The config's texts as a page in `locale` shows them. */
export function configTexts(config: AppConfig, locale: Locale): ConfigTexts {
  const { company, notice } = config;
  const noticeMessage = notice ? textIn(notice.message, locale) : '';
  const noticeShown = notice !== undefined && noticeMessage.trim() !== '';
  return {
    companyName: company.name,
    companyPhone: company.phone,
    // The number's digits: what a phone dials.
    companyPhoneLink: `tel:${company.phone.replace(/[^\d+]/g, '')}`,
    companyFax: company.fax,
    companyEmail: company.email,
    companyEmailLink: `mailto:${company.email}`,
    companyWebsite: company.website,
    // A link's text: the website's host name.
    companyWebsiteHost: hostOf(company.website),
    // Empty when there is no notice bar to show.
    noticeMessage: noticeShown ? noticeMessage : '',
    noticeColor: noticeShown ? notice.color : '',
  };
}

const marker = (name: string) => `${SLOT_START}${name}${SLOT_END}`;

/** Every text as its marker: what the components draw on a first screen. */
export const configTextMarkers = Object.fromEntries(
  textNames.map((name) => [name, marker(name)]),
) as ConfigTexts;

/** The value of the first screen's root attribute: says whose texts fill the slots. */
export const slotsFilledByMarker = marker(SLOTS_FILLED_BY);

/** A text as it may stand in HTML, in an element or inside a quoted attribute. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * A first screen's document with each slot filled from `config`; every slot must be filled. A
 * first screen is drawn in the default language only (docs/deploying.md, "First screens"): a
 * visit in another language gets none, so its slots hold that language's texts.
 */
export function fillConfigSlots(document: string, config: AppConfig, by: SlotsFilledBy): string {
  const texts = configTexts(config, DEFAULT_LOCALE);
  const values: Record<string, string> = { ...texts, [SLOTS_FILLED_BY]: by };
  let filled = document;
  for (const [name, value] of Object.entries(values)) {
    filled = filled.replaceAll(marker(name), escapeHtml(value));
  }
  if (filled.includes(SLOT_START)) {
    throw new Error(`first screen: a slot no config text fills (${SLOT_START}…)`);
  }
  return filled;
}

/**
 * Where the build keeps each first screen's template, beside the documents it fills for a static
 * host (`.first-screens/order-rx-form.html`); a dot folder, which the project's server never
 * serves as a file.
 */
export const FIRST_SCREEN_TEMPLATES_DIR = '.first-screens';
