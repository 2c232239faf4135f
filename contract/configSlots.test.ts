import { describe, expect, it } from 'vitest';
import { defaultConfig } from './config.ts';
import {
  configTextMarkers,
  configTexts,
  fillConfigSlots,
  slotsFilledByMarker,
} from './configSlots.ts';

const template = [
  `<div id="root" data-first-screen="${slotsFilledByMarker}">`,
  `<a href="${configTextMarkers.companyPhoneLink}">${configTextMarkers.companyName}</a>`,
  `<p style="--c:${configTextMarkers.noticeColor}">${configTextMarkers.noticeMessage}</p></div>`,
].join('');

describe('config slots of a first screen', () => {
  it('derives the texts the page shows from the config', () => {
    const texts = configTexts(
      {
        ...defaultConfig,
        company: { ...defaultConfig.company, phone: '+1 (555) 010-0100' },
        notice: { message: '  ', color: 'red' },
      },
      'en',
    );
    expect(texts.companyPhoneLink).toBe('tel:+15550100100');
    expect(texts.companyWebsiteHost).toBe('www.example.com');
    // A blank notice is no notice.
    expect([texts.noticeMessage, texts.noticeColor]).toEqual(['', '']);
  });

  it("takes the notice in the page's language, the English one where it has none", () => {
    const notice = { message: { en: 'Closed on Friday', es: 'Cerrado el viernes' }, color: 'red' };
    const config = { ...defaultConfig, notice };
    expect(configTexts(config, 'es').noticeMessage).toBe('Cerrado el viernes');
    expect(configTexts(config, 'en').noticeMessage).toBe('Closed on Friday');
    const englishOnly = { ...defaultConfig, notice: { message: { en: 'Closed' }, color: 'red' } };
    expect(configTexts(englishOnly, 'es').noticeMessage).toBe('Closed');
    // A first screen is drawn in English only (docs/deploying.md): its slot holds the English.
    expect(fillConfigSlots(template, config, 'server')).toContain('>Closed on Friday</p>');
  });

  it('fills every slot, escaped for HTML, and says who filled them', () => {
    const config = {
      ...defaultConfig,
      company: { ...defaultConfig.company, name: 'Smith & "Sons" <Medical>' },
      notice: { message: 'Closed on Friday', color: '#aa0000' },
    };
    expect(fillConfigSlots(template, config, 'server')).toBe(
      '<div id="root" data-first-screen="server">' +
        '<a href="tel:5550100100">Smith &amp; &quot;Sons&quot; &lt;Medical&gt;</a>' +
        '<p style="--c:#aa0000">Closed on Friday</p></div>',
    );
  });

  it('leaves the notice empty when there is none', () => {
    expect(fillConfigSlots(template, defaultConfig, 'build')).toContain(
      'data-first-screen="build"><a href="tel:5550100100">Task Supply</a><p style="--c:"></p>',
    );
  });

  it('refuses a template with a slot it does not know', () => {
    expect(() =>
      fillConfigSlots('<p>{{rx-config:companyMotto}}</p>', defaultConfig, 'build'),
    ).toThrow(/a slot no config text fills/);
  });
});
