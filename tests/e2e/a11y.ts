/**
 * Accessibility check with axe-core (reference/ux-performance-security.md §4.1): injects axe.source into
 * the page, runs the WCAG 2.x A/AA rules and fails on serious or critical violations with a readable
 * report (rule, impact, help, the offending elements and axe's summary for each).
 */
import assert from 'node:assert/strict';
import axe from 'axe-core';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

const blockingImpacts = new Set(['serious', 'critical']);

/** A readable list of violations (at most 5 elements per rule). */
export function formatViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
      return `  [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/** Runs axe on the current page (after running transitions, e.g. a dialog fading in, have ended). */
export async function runAxe(page: Page): Promise<AxeResults> {
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 5000 })
    .catch(() => undefined);
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) {
    // Evaluated through the DevTools protocol: the app's Content-Security-Policy (script-src 'self')
    // would block an inline <script>.
    await page.evaluate(axe.source);
  }
  return page.evaluate(async (tags) => {
    const runner = (window as unknown as { axe: typeof axe }).axe;
    return runner.run(document, { runOnly: { type: 'tag', values: [...tags] }, resultTypes: ['violations'] });
  }, wcagTags);
}

/** Fails when axe finds serious or critical WCAG violations on the page (`label` names the state checked). */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const results = await runAxe(page);
  const blocking = results.violations.filter((violation) => blockingImpacts.has(violation.impact ?? ''));
  assert.equal(
    blocking.length,
    0,
    `axe found ${blocking.length} serious/critical violation(s) on ${label}:\n${formatViolations(blocking)}`,
  );
}
