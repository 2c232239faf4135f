/** axe with the WCAG 2.2 tags, as every spec that checks accessibility runs it. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeOptions {
  /** Only serious and critical findings (the default), or every one. */
  all?: boolean;
  /** A CSS selector: only that part of the page. */
  include?: string;
}

/** What axe finds on the page, one line per rule: its id, impact, help and where. */
export async function axeViolations(page: Page, { all = false, include }: AxeOptions = {}) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => all || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      return `${violation.id} (${violation.impact}): ${violation.help} — ${targets}`;
    });
}
