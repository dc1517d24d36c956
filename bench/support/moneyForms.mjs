// The money forms the keystroke benches type into (bench/keystrokes.mjs, bench/keystroke-trace.mjs):
// each widget of the bench/keystrokes page, its amount field and the keys a customer types, the
// plain-React floor and its peer in a dialog, how DevTools' Input domain types a key, and the
// device language the browser reports.

/**
 * The device's language as the browser reports it (navigator.languages), from the environment's
 * WK_BENCH_DEVICE_LANG (e.g. `de-DE`); unset, Chromium's own (en-US). On a device language our
 * catalogues do not speak, the amount field reads the device's separators through Intl.
 */
export const deviceLanguage = process.env.WK_BENCH_DEVICE_LANG;

/** The browser's arguments for {@link deviceLanguage}. */
export const deviceLanguageArgs = deviceLanguage ? [`--accept-lang=${deviceLanguage}`] : [];

/** The plain-React form every widget is compared with, typed the same keys as SubscribeModal. */
export const plain = {
  widget: 'plain',
  title: 'plain React form (the floor)',
  field: 'Amount',
  keys: [...'12345.678', 'Backspace', 'Backspace', 'Backspace', ...'25'],
};

/** The peer: the plain form in a bare Radix dialog with tabs, typed the same keys. */
export const plainInDialog = {
  widget: 'floor-dialog',
  title: 'the same in a Radix dialog + tabs',
  field: 'Amount',
  keys: plain.keys,
};

/** Each widget: its amount field and what a customer types into it. */
export const forms = [
  {
    widget: 'subscribe',
    title: 'SubscribeModal (USDT flexible)',
    field: 'Amount',
    keys: [...'12345.678', 'Backspace', 'Backspace', 'Backspace', ...'25'],
  },
  {
    widget: 'stake',
    ready: 'Available\\s*\\d',
    title: 'StakeDialog (GT)',
    field: 'Amount',
    keys: [...'1234.5678', 'Backspace', 'Backspace', ...'9'],
  },
  {
    widget: 'dual',
    ready: 'Available\\s*\\d',
    title: 'DualPurchaseDialog (BTC call 24h)',
    field: 'Investment amount',
    keys: [...'0.12345678', 'Backspace', 'Backspace', 'Backspace', ...'5'],
  },
  {
    widget: 'launch-pool',
    ready: 'Available\\s*\\d',
    title: 'LaunchPoolStakeModal (pid 1, GT pool)',
    field: 'Amount',
    keys: [...'1234.56', 'Backspace', 'Backspace', ...'5'],
  },
];

/** The dialog's input labelled `name` (its <label>'s whole text), as a page expression. */
export const fieldOf = (name) =>
  `[...(document.querySelector('[role="dialog"]')?.querySelectorAll('input') ?? [])].find((input) =>
    [...input.labels].some((label) => label.textContent.trim() === ${JSON.stringify(name)}))`;

/** What Input.dispatchKeyEvent needs to type `key` as a keyboard does (a digit, '.', Backspace). */
export function keyEvent(key) {
  if (key === 'Backspace') return { key, code: 'Backspace', windowsVirtualKeyCode: 8 };
  if (key === '.') return { key, code: 'Period', text: key, unmodifiedText: key, windowsVirtualKeyCode: 190 };
  if (/^\d$/.test(key))
    return {
      key,
      code: `Digit${key}`,
      text: key,
      unmodifiedText: key,
      windowsVirtualKeyCode: 48 + Number(key),
    };
  throw new Error(`no key event for ${key}`);
}

/** Presses and releases `key` in the focused element. */
export async function press(page, key) {
  const event = keyEvent(key);
  await page.send('Input.dispatchKeyEvent', { type: event.text ? 'keyDown' : 'rawKeyDown', ...event });
  await page.send('Input.dispatchKeyEvent', { type: 'keyUp', ...event });
}

/**
 * When a form can be typed into, as a page expression: its dialog has an enabled input, shows its
 * `ready` text (a balance read) and has the amount field.
 */
export const readyTest = (form) => `(() => {
  const dialog = document.querySelector('[role="dialog"]');
  const enabled = [...(dialog?.querySelectorAll('input') ?? [])].some((i) => !i.disabled);
  return enabled && ${form.ready === undefined ? 'true' : `new RegExp(${JSON.stringify(form.ready)}).test(dialog?.textContent ?? '')`} && ${fieldOf(form.field)} !== undefined;
})()`;
