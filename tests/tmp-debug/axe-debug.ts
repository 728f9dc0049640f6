import { runAxe } from '../e2e/a11y';
import { launchBrowser, startApp } from '../e2e/harness';
import { signedInPage } from '../e2e/system/browser-session';
async function main() {
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const { page } = await signedInPage(browser, app.baseUrl);
    await page.waitForTimeout(3000);
    const results = await runAxe(page);
    for (const v of results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
      console.log(v.id);
      for (const n of v.nodes) console.log('   ', n.html.slice(0, 400));
    }
  } finally { await browser.close(); await app.stop(); }
}
void main();
