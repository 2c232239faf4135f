import { describe, expect, it } from 'vitest';
import { shownText, trimmedValue } from './trimRules';

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

describe('shownText', () => {
  it('drops leading space at once and keeps a trailing space while typing', () => {
    expect(shownText('  Mary ', 'Mary')).toBe('Mary ');
    expect(shownText('Mary A', 'Mary A')).toBe('Mary A');
  });

  it('shows the stored value when not typing or when it changed elsewhere', () => {
    expect(shownText(undefined, 'Mary')).toBe('Mary');
    expect(shownText(undefined, undefined)).toBe('');
    expect(shownText('Mary ', undefined)).toBe('');
    expect(shownText('Mary ', 'John')).toBe('John');
  });

  it('shows an empty field for white space only', () => {
    expect(shownText('   ', undefined)).toBe('');
  });
});
