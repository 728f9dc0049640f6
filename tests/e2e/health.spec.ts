/** Self-test of the harness: the built app starts, reports healthy and ready, and serves the web page. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, saveScreenshot, startApp } from './harness';
import type { RunningApp } from './harness';

describe('app health', () => {
  let app: RunningApp;
  let browser: Browser | undefined;

  before(async () => {
    app = await startApp();
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('GET /health answers 200', async () => {
    const response = await fetch(`${app.baseUrl}/health`);
    assert.equal(response.status, 200);
  });

  it('GET /health/ready answers 200 once the database is reachable', async () => {
    const response = await fetch(`${app.baseUrl}/health/ready`);
    assert.equal(response.status, 200);
  });

  it('GET / returns the HTML page', async () => {
    const response = await fetch(`${app.baseUrl}/`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /text\/html/);
    const body = await response.text();
    assert.match(body, /<!doctype html>/i);
    assert.match(body, /<script[^>]+src=/i, 'the page loads the built script bundle');
  });

  it('the page loads in Chromium without script errors', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(app.baseUrl, { waitUntil: 'networkidle' });
    assert.equal(response?.status(), 200);
    await saveScreenshot(page, 'health-home');
    assert.deepEqual(errors, []);
  });
});
