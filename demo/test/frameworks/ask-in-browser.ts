import type { Browser } from 'playwright-core';

export interface PageAnswer {
  /** Whether `<docs-assistant>` is a defined custom element in the page. */
  defined: boolean;
  /** The starter questions the open panel offered. */
  suggestions: string[];
  answer: string;
  sources: string[];
  /** Uncaught errors, console errors and failed requests (but a missing favicon) of the page. */
  errors: string[];
}

/** Opens a page as a reader would, opens the assistant, asks, and reads the streamed answer. */
export async function askInPage(
  browser: Browser,
  url: string,
  question: string,
  screenshot: string,
): Promise<PageAnswer> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A failed load is reported with its address below.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
      errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => errors.push(`failed ${request.url()}`));
  try {
    await page.goto(url);
    const launcher = page.locator('docs-assistant [part~="launcher"]');
    await launcher.waitFor({ timeout: 20_000 });
    const defined = await page.evaluate(() => customElements.get('docs-assistant') !== undefined);
    await launcher.click();
    const input = page.locator('docs-assistant [part~="input"]');
    await input.waitFor({ timeout: 20_000 });
    const suggestions = await page.locator('docs-assistant [part~="suggestion"]').allInnerTexts();
    await input.fill(question);
    await input.press('Enter');
    const message = page.locator('docs-assistant [part~="assistant-message"]').last();
    const sources = message.locator('[part~="citations"] a');
    await sources.first().waitFor({ timeout: 20_000 });
    await page.waitForFunction(
      () =>
        document.querySelector('docs-assistant')?.shadowRoot?.querySelector('[aria-busy="true"]') === null,
      undefined,
      { timeout: 20_000 },
    );
    await page.screenshot({ path: screenshot });
    return {
      defined,
      suggestions,
      answer: await message.innerText(),
      sources: await sources.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')),
      errors,
    };
  } finally {
    await page.close();
  }
}
