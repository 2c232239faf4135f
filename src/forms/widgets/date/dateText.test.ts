import { describe, expect, it } from 'vitest';
import { dateText, dateValue, shownDate } from './dateText';

/** What the box shows after each key, as the date widget re-draws it. */
const typedKeyByKey = (keys: string) =>
  [...keys].reduce((shown, key) => shownDate(shown + key), '');

describe('shownDate', () => {
  it.each([
    ['03151948', '03/15/1948'],
    ['3/15/1948', '3/15/1948'],
    ['3151948', '3/15/1948'],
    ['03-15-1948', '03/15/1948'],
    ['3 5 1948', '3/5/1948'],
    ['12/1/2026', '12/1/2026'],
  ])('shows %j typed key by key as %j', (keys, shown) => {
    expect(typedKeyByKey(keys)).toBe(shown);
  });

  it('adds a slash only when the next digit comes, so Backspace removes digits', () => {
    expect(shownDate('03')).toBe('03');
    expect(shownDate('031')).toBe('03/1');
    expect(shownDate('03/')).toBe('03/');
    expect(shownDate('03/15/')).toBe('03/15/');
    expect(shownDate('03/15')).toBe('03/15');
    expect(shownDate('03/15/194')).toBe('03/15/194');
  });

  it.each(['1948-03-15', 'March 15', '03/15/19481', '03/15/19/', '03//15', '/03', '03/15/1948/'])(
    'shows %j as typed',
    (text) => {
      expect(shownDate(text)).toBe(text);
    },
  );
});

describe('dateValue', () => {
  it.each([
    ['03/15/1948', '1948-03-15'],
    ['3/15/1948', '1948-03-15'],
    ['1948-03-15', '1948-03-15'],
    ['1948-3-5', '1948-03-05'],
    ['02/29/2024', '2024-02-29'],
    [' 3/15/1948 ', '1948-03-15'],
  ])('keeps %j as %j', (text, value) => {
    expect(dateValue(text)).toBe(value);
  });

  it.each([
    '03/15/19',
    '03/15',
    '02/29/2023',
    '13/01/1948',
    '04/31/1948',
    '1948-02-30',
    'tomorrow',
  ])('keeps %j as typed: not a whole, real date', (text) => {
    expect(dateValue(text)).toBe(text);
  });

  it('keeps nothing for an empty box', () => {
    expect(dateValue('')).toBeUndefined();
    expect(dateValue('  ')).toBeUndefined();
  });
});

describe('dateText', () => {
  it('shows a kept date as MM/DD/YYYY, anything else as it is', () => {
    expect(dateText('1948-03-15')).toBe('03/15/1948');
    expect(dateText('03/15/19')).toBe('03/15/19');
    expect(dateText('1948-02-30')).toBe('1948-02-30');
    expect(dateText(undefined)).toBe('');
  });

  it('shows what it keeps the same way again', () => {
    for (const text of ['03/15/1948', '03/15/19', '1948-03-15']) {
      const value = dateValue(text);
      expect(dateValue(dateText(value))).toBe(value);
    }
  });
});
