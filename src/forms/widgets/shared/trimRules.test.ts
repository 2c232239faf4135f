import { describe, expect, it } from 'vitest';
import { trimmedValue, trimming } from './trimRules';

describe('trimmedValue', () => {
  it('removes surrounding white space and keeps inner spaces', () => {
    expect(trimmedValue('  Mary Ann \t')).toBe('Mary Ann');
    expect(trimmedValue('jane@example.com ')).toBe('jane@example.com');
  });

  it('is undefined when nothing but white space is left', () => {
    expect(trimmedValue('')).toBeUndefined();
    expect(trimmedValue('   ')).toBeUndefined();
  });
});

describe('trimming', () => {
  it('drops leading space at once and keeps a trailing space on screen while typing', () => {
    expect(trimming.shownWhileTyping?.('  Mary ')).toBe('Mary ');
    expect(trimming.valueOfText?.('Mary ')).toBe('Mary');
  });

  it('shows an empty field for white space only, whose value is empty', () => {
    expect(trimming.shownWhileTyping?.('   ')).toBe('');
    expect(trimming.valueOfText?.('   ')).toBeUndefined();
  });
});
