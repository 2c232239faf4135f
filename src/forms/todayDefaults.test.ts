import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { isoDate, setTodayDefaults } from './todayDefaults';

describe('setTodayDefaults', () => {
  it("gives fields marked default: today today's date, and leaves the others", () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        orfFooterD: { type: 'string', format: 'date' },
        orfDob: { type: 'string', format: 'date' },
      },
    };
    const uiSchema = {
      orfFooterD: { 'ui:widget': 'date', 'ui:options': { default: 'today' } },
      orfDob: { 'ui:widget': 'date' },
    };
    setTodayDefaults(schema, uiSchema, new Date(2026, 10, 23, 23, 59));
    expect(schema.properties).toEqual({
      orfFooterD: { type: 'string', format: 'date', default: '2026-11-23' },
      orfDob: { type: 'string', format: 'date' },
    });
    setTodayDefaults(schema, uiSchema, new Date(2026, 10, 24, 0, 1));
    expect((schema.properties!.orfFooterD as RJSFSchema).default).toBe('2026-11-24');
  });

  it('writes local dates as YYYY-MM-DD', () => {
    expect(isoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
