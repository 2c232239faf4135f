import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../contract/config';
import { firstScreenMarkup } from '../../src/app/firstScreenMarkup';
import { withFirstScreen } from '../../scripts/first-screens';

/** Loading the app's modules for the first render takes seconds beside a busy test run. */
const RENDER_TIMEOUT_MS = 30_000;

const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;

describe('first screens (build)', () => {
  it(
    "draws a form route's first screen without a browser, in English, with a slot for each text from config.json",
    async () => {
      const markup = await firstScreenMarkup('/order-rx-form', {
        ...defaultConfig,
        company: { ...defaultConfig.company, name: 'Acme Medical' },
      });
      expect(markup).toMatch(/<input[^>]*id="root_orfPatientName"/);
      expect(markup).toContain('Referral Name');
      expect(markup).toContain('<span data-from-config="true">{{rx-config:companyName}}</span>');
      expect(markup).toContain(
        '<p class="rx-letterhead__company" data-from-config="true">{{rx-config:companyName}}</p>',
      );
      expect(markup).toContain('<a href="{{rx-config:companyPhoneLink}}">');
      expect(markup).toContain('>{{rx-config:noticeMessage}}</p>');
      expect(markup).not.toContain('Acme Medical');
      // It cannot send yet: the app's Send button is drawn disabled.
      expect(markup).toMatch(/<button type="submit"[^>]* disabled=""/);
      // Only the first screen: the later sections follow once the app runs.
      expect(markup).not.toContain('orfFooterDr');
      expect(markup).not.toContain('Loading');
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'draws the generic page of a form listed in forms.json, its Send button disabled',
    async () => {
      const markup = await firstScreenMarkup('/examples/all-fields', defaultConfig);
      expect(markup).toContain('<form class="rx-form"');
      expect(markup).toMatch(/<button type="submit"[^>]* disabled=""/);
    },
    RENDER_TIMEOUT_MS,
  );

  it('puts the screen inside the empty root, marked with a slot for who fills it', () => {
    const html = withFirstScreen(page('<div id="root"></div>'), '<form></form>');
    expect(html).toBe(
      page('<div id="root" data-first-screen="{{rx-config:slotsFilledBy}}"><form></form></div>'),
    );
    expect(() => withFirstScreen(page('<main></main>'), '<p>')).toThrow(/no <div id="root">/);
  });
});
