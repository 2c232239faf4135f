import { describe, expect, it } from 'vitest';
import { defaultConfig } from './config';
import { INLINE_CONFIG_ID, withInlineConfig } from './inlineConfig';

describe('withInlineConfig', () => {
  const document = '<html><head><title>x</title></head><body></body></html>';

  it('puts the file into the head as a data block that reads back as the same JSON', () => {
    const config = {
      ...defaultConfig,
      company: { ...defaultConfig.company, name: 'A </script> <!-- B' },
    };
    const html = withInlineConfig(document, config);
    const block = new RegExp(
      `<script type="application/json" id="${INLINE_CONFIG_ID}">(.*)</script></head>`,
    ).exec(html);
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block?.[1] ?? '')).toEqual(config);
  });

  it('refuses a document without a head', () => {
    expect(() => withInlineConfig('<p>x</p>', defaultConfig)).toThrow('</head>');
  });
});
