import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AmountInput } from './AmountInput';

// Its own file: the device's separators are asked for once per page (a module's lifetime), and
// AmountInput.test.tsx's fields have asked by the time any of its tests could look.

function Field({ label }: { label: string }) {
  const [value, setValue] = useState('');
  return <AmountInput label={label} precision={8} value={value} onValueChange={setValue} />;
}

/** The locales of the Intl.NumberFormat objects made since the test began. */
let made: string[];
/** The page's idle callbacks, run when the test says the page is idle (happy-dom has none). */
let idle: Array<() => void>;
const OriginalNumberFormat = Intl.NumberFormat;

beforeEach(() => {
  made = [];
  idle = [];
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'de']);
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  Object.defineProperty(Intl, 'NumberFormat', {
    configurable: true,
    writable: true,
    value: new Proxy(OriginalNumberFormat, {
      construct(target, args: [string | undefined]) {
        made.push(String(args[0]));
        return Reflect.construct(target, args);
      },
    }),
  });
});

afterEach(() => {
  Object.defineProperty(Intl, 'NumberFormat', {
    configurable: true,
    writable: true,
    value: OriginalNumberFormat,
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AmountInput, given a device whose language our catalogues do not speak (de-DE)', () => {
  describe('when fields appear and the page is idle before the customer types', () => {
    it('reads the device’s separators once, in idle time, so the decimal key makes no Intl object and still reads as the point', async () => {
      const user = userEvent.setup();
      render(
        <>
          <Field label="Amount" />
          <Field label="Other amount" />
        </>,
      );
      // Nothing is read as the fields open: ICU's data would load inside the opening.
      expect(made).toEqual([]);
      expect(idle).toHaveLength(1);

      for (const run of idle) run();
      expect(made).toEqual(['de-DE']);

      await user.type(screen.getByLabelText('Amount'), '1,5');
      expect(screen.getByLabelText('Amount')).toHaveValue('1.5');
      expect(made).toEqual(['de-DE']);
    });
  });
});
