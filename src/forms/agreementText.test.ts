import { describe, expect, it } from 'vitest';
import { agreementPlainText, agreementText } from './agreementText';

const values = { company: 'Task Supply', website: 'https://www.example.com' };

describe('agreementText', () => {
  const options = {
    text: 'Texts from {company}. Reply STOP to opt out. See our {link}.',
    linkText: 'Privacy Notice',
    linkUrl: '{website}/privacy',
  };

  it('splits the text around the link and fills placeholders', () => {
    const text = agreementText(options, values);
    expect(text).toEqual({
      before: 'Texts from Task Supply. Reply STOP to opt out. See our ',
      link: { text: 'Privacy Notice', url: 'https://www.example.com/privacy' },
      after: '.',
    });
    expect(agreementPlainText(text)).toBe(
      'Texts from Task Supply. Reply STOP to opt out. See our Privacy Notice.',
    );
  });

  it('keeps the link text but drops a URL that is not a web address', () => {
    for (const linkUrl of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x']) {
      expect(agreementText({ ...options, linkUrl }, values).link).toEqual({
        text: 'Privacy Notice',
        url: undefined,
      });
    }
    expect(agreementText({ ...options, linkUrl: '/privacy' }, values).link?.url).toBe('/privacy');
  });

  it('has no link without a {link} placeholder or link text', () => {
    expect(agreementText({ text: 'Plain {company}.' }, values)).toEqual({
      before: 'Plain Task Supply.',
      after: '',
    });
    expect(agreementPlainText(agreementText({ text: 'See {link}.' }, values))).toBe('See .');
  });
});
