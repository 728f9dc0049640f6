/**
 * The usual frame of a browser spec: the built app and Chromium started before the tests of the calling
 * `describe` and stopped after them, with every browser context a test opened closed first.
 */
import { after, afterEach, before } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, startApp, type RunningApp } from './harness';

export interface BrowserSuite {
  /** The running app (throws before `before` ran). */
  readonly app: RunningApp;
  readonly browser: Browser;
  /** Closes `context` after the suite. */
  keep(context: BrowserContext): void;
  /** Runs `record` (a screenshot) when the current test fails; cleared after each test. */
  onFailure(record: () => Promise<unknown>): void;
}

export function browserSuite(options: { env?: Record<string, string> } = {}): BrowserSuite {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  let recorders: Array<() => Promise<unknown>> = [];
  before(async () => {
    app = await startApp(options);
    browser = await launchBrowser();
  });
  afterEach(async (context) => {
    const failed = (context as { passed?: boolean }).passed === false;
    for (const record of failed ? recorders : []) {
      await record().catch(() => undefined);
    }
    recorders = [];
  });
  after(async () => {
    for (const context of contexts) {
      await context.close();
    }
    await browser?.close();
    await app?.stop();
  });
  return {
    get app() {
      if (!app) {
        throw new Error('the app is not started yet');
      }
      return app;
    },
    get browser() {
      if (!browser) {
        throw new Error('the browser is not started yet');
      }
      return browser;
    },
    keep: (context) => contexts.push(context),
    onFailure: (record) => recorders.push(record),
  };
}
