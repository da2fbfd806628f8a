import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe-core's minified browser build: the same code as the package's `source` in less than half
 * the bytes, which the page parses at every injection (about a third less time per document).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.0 to 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every WCAG A/AA rule, and content outside every landmark (lost to landmark navigation). */
export const WCAG_AA: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  rules: { region: { enabled: true } },
};

/**
 * The WCAG A/AA rules that read colours only: what a colour theme changes on a page whose layout
 * the other theme has already been checked for.
 */
export const COLOUR_RULES: RunOptions = {
  runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
};

/**
 * axe's violations on the page as it is now, one text each: rule, impact, help, and the first
 * elements at fault. axe runs inside the page itself (injected once per document, not through a
 * second page as @axe-core/playwright does by default), and only violations come back: checking a
 * long admin form took about 4 s the other way and well under 1 s this way.
 */
export async function axeViolations(page: Page, options: RunOptions): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
  // apply to; a script tag would be refused.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async (runOptions) => {
      const { axe } = window as unknown as {
        axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
      };
      // Parts with `content-visibility: auto` (the hero rows) skip layout while off screen, and
      // axe's geometry rules (target size, contrast) then read boxes the browser has not placed:
      // a row's buttons came out "obscured" by the row, depending on when it was last laid out.
      // A reader meets each part laid out, once it scrolls into view; so does axe, for its run.
      const skipping = [...document.querySelectorAll<HTMLElement>('*')].filter(
        (element) => getComputedStyle(element).contentVisibility === 'auto',
      );
      for (const element of skipping) element.style.setProperty('content-visibility', 'visible');
      try {
        return (await axe.run(document, runOptions)).violations;
      } finally {
        for (const element of skipping) element.style.removeProperty('content-visibility');
      }
    },
    { ...options, resultTypes: ['violations'] } satisfies RunOptions,
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 6)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
}
