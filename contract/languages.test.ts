import { describe, expect, it } from 'vitest';
import { fillIn, fillParts } from './languages';

const values = { company: 'Task Supply', website: 'https://www.example.com' };

describe('the placeholder filler', () => {
  it('fills known names and keeps unknown ones, inherited names included', () => {
    expect(fillIn('{company} at {website}, see {link} or {constructor}', values)).toBe(
      'Task Supply at https://www.example.com, see {link} or {constructor}',
    );
    expect(fillIn('Page {page} of {count}', { page: 1, count: 2 })).toBe('Page 1 of 2');
  });

  it('gives the parts in order, for fillers of other things than text (a link)', () => {
    const link = { href: '/privacy' };
    expect(fillParts('See our {link}.', (name) => (name === 'link' ? link : undefined))).toEqual([
      'See our ',
      link,
      '.',
    ]);
  });
});
