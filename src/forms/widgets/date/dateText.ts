/**
 * A date typed as text: shown `MM/DD/YYYY`, kept as `YYYY-MM-DD` (the value every form, document
 * and `"default": "today"` reads). What is not a whole, real date is kept as typed, so the
 * schema's `"format": "date"` flags it and the form cannot be sent with it.
 */
import type { TypedTextRule } from '../../templates/useTypedInput';

const DATE_CHARACTERS = /^[\d/.\- ]*$/;
/** `1948-03-15` as pasted or filled in: shown as typed until the box is left. */
const YEAR_FIRST = /^\d{4}[-/.]/;
const ISO_DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const US_DATE = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/;
const STORED_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The parts of `MM/DD/YYYY`: how many digits each holds, and the first digits that fill it
 * alone (a month starting with 2–9 is that month; a day starting with 4–9 is that day).
 */
const PARTS = [
  { size: 2, alone: /[2-9]/ },
  { size: 2, alone: /[4-9]/ },
  { size: 4, alone: undefined },
];

const isDigit = (char: string) => char >= '0' && char <= '9';

/**
 * What the box shows as digits are typed: the slashes between month, day and year, whether they
 * were typed (`3/15/1948`) or not (`03151948`); another separator becomes a slash. Text that
 * cannot become `MM/DD/YYYY` (letters, a fifth digit of the year) is shown as typed.
 */
export function shownDate(text: string): string {
  if (YEAR_FIRST.test(text) || !DATE_CHARACTERS.test(text)) return text;
  const parts: string[] = [];
  let open = '';
  let separatorLast = false;
  for (const char of text) {
    if (isDigit(char)) {
      const part = PARTS[parts.length];
      if (!part) return text;
      open += char;
      separatorLast = false;
      if (open.length === part.size || (open.length === 1 && part.alone?.test(char))) {
        parts.push(open);
        open = '';
      }
    } else if (open !== '' && parts.length < 2) {
      parts.push(open);
      open = '';
      separatorLast = true;
    } else if (open === '' && !separatorLast && (parts.length === 1 || parts.length === 2)) {
      separatorLast = true;
    } else {
      return text;
    }
  }
  return [...parts, ...(open ? [open] : [])].join('/') + (separatorLast ? '/' : '');
}

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function isRealDate(year: number, month: number, day: number): boolean {
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return month >= 1 && month <= 12 && day >= 1 && day <= (days[month - 1] ?? 0);
}

const two = (digits: string) => digits.padStart(2, '0');

/** `YYYY-MM-DD` of a whole, real date written `MM/DD/YYYY` (`3/15/1948`) or `YYYY-MM-DD`. */
function realDate(typed: string): string | undefined {
  const iso = ISO_DATE.exec(typed);
  const us = US_DATE.exec(typed);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year || !month || !day || !isRealDate(Number(year), Number(month), Number(day))) {
    return undefined;
  }
  return `${year}-${two(month)}-${two(day)}`;
}

/** The value kept for what the box holds: the date, undefined when empty, else the text as typed. */
export function dateValue(text: string): string | undefined {
  const typed = text.trim();
  return typed === '' ? undefined : (realDate(typed) ?? text);
}

/** What the box shows of a value: `MM/DD/YYYY` for a kept date, else the text as it is. */
export function dateText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const stored = STORED_DATE.exec(value);
  return stored && realDate(value) === value ? `${stored[2]}/${stored[3]}/${stored[1]}` : value;
}

export const dateTyping: TypedTextRule = {
  shownWhileTyping: shownDate,
  valueOfText: dateValue,
  textOfValue: dateText,
};
