import type { CDPSession, Locator, Page } from 'playwright-core';
import { openAreaSubscribe } from './support/areaSubscribe';
import { hostPagesSite } from './support/hostPagesSite';

/**
 * A Japanese keyboard composes digits (full-width, "１００") and commits them with Enter; a Chinese
 * one in full-width mode may too. Cleaning the amount on each composition update replaced the text
 * the input method was composing, and it began again after it: "１００" composed into the Subscribe
 * field read "110100". Real Chromium, its input method driven as a keyboard's is (DevTools'
 * Input.imeSetComposition, then the commit), on the area page's Subscribe dialog.
 */

const site = hostPagesSite('input-method');

async function subscribeField(): Promise<{ page: Page; ime: CDPSession; amount: Locator }> {
  const { context, page, amount } = await openAreaSubscribe(site.browser, site.origin);
  return { page, ime: await context.newCDPSession(page), amount };
}

/** Composes `steps` one update after another, as the keys of an input method build them. */
async function compose(ime: CDPSession, steps: string[]) {
  for (const text of steps)
    await ime.send('Input.imeSetComposition', {
      text,
      selectionStart: text.length,
      selectionEnd: text.length,
    });
}

describe('Given a customer typing an amount with an input method', () => {
  afterEach(async () => {
    for (const context of site.browser.contexts()) await context.close();
  });

  it('when "１００" is composed and committed, then the field holds 100, and the next key adds to it', async () => {
    const { page, ime, amount } = await subscribeField();
    await compose(ime, ['１', '１０', '１００']);
    expect(await amount.inputValue()).toBe('１００');
    await ime.send('Input.insertText', { text: '１００' });
    await expect.poll(() => amount.inputValue()).toBe('100');
    await page.keyboard.type('5');
    await expect.poll(() => amount.inputValue()).toBe('1005');
  });

  it('when the field is left while composing, then what was composed is read', async () => {
    const { page, ime, amount } = await subscribeField();
    await page.keyboard.type('2');
    await compose(ime, ['５', '５.', '５.５']);
    await page.getByRole('dialog').getByRole('heading').first().click();
    await expect.poll(() => amount.inputValue()).toBe('25.5');
  });

  it('when a digit and a letter are composed and committed, then the letter is refused and said so, the digit kept', async () => {
    const { ime, amount } = await subscribeField();
    await compose(ime, ['1', '1ｋ']);
    await ime.send('Input.insertText', { text: '1ｋ' });
    await expect.poll(() => amount.inputValue()).toBe('1');
    // What a screen reader reads with the field: the texts its aria-describedby names.
    const described = () =>
      amount.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
    await expect.poll(described).toMatch(/Enter digits and one decimal point only/);
  });
});
