import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { SchemaForm } from '../SchemaForm';

/** A form of sections with `sizes[i]` text fields each: fields `s<i>f<j>`. */
function formOfSections(sizes: number[]): { schema: RJSFSchema; uiSchema: UiSchema } {
  const names = sizes.map((size, section) =>
    Array.from({ length: size }, (_, field) => `s${section}f${field}`),
  );
  const properties = Object.fromEntries(
    names.flat().map((name): [string, RJSFSchema] => [name, { type: 'string', title: name }]),
  );
  const sections = names.map((fields, section) => ({ title: `Section ${section}`, fields }));
  return { schema: { type: 'object', properties }, uiSchema: { 'ui:options': { sections } } };
}

const textBoxes = () => document.querySelectorAll('input[type="text"]').length;

/** Lets the next screen of sections be drawn: the last one painted, then a task. */
const nextScreen = () => act(() => vi.advanceTimersByTimeAsync(50));

describe('a long form drawn a screen of fields at a time', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds about a phone screen (at most 14 fields) per render, a larger section alone', async () => {
    const { schema, uiSchema } = formOfSections([2, 8, 18, 6, 5, 4, 9]);
    render(<SchemaForm schema={schema} uiSchema={uiSchema} />);

    const drawn = [textBoxes()];
    for (let screen = 0; screen < 8; screen++) {
      await nextScreen();
      if (textBoxes() !== drawn.at(-1)) drawn.push(textBoxes());
    }

    // 2 + 8; the 18 alone; 6 + 5 (with the 4, 15); 4 + 9.
    expect(drawn).toEqual([10, 28, 39, 52]);
  });

  it('draws a short form at once', () => {
    const { schema, uiSchema } = formOfSections([3, 4]);
    render(<SchemaForm schema={schema} uiSchema={uiSchema} />);

    expect(textBoxes()).toBe(7);
  });
});
