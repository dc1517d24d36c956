import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AmountInput, type AmountInputProps } from './AmountInput';

type ExampleProps = Partial<Omit<AmountInputProps, 'value' | 'onValueChange'>> & {
  initial?: string;
  onChange?: (value: string) => void;
};

function Example({ initial = '', onChange, ...props }: ExampleProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AmountInput
        label="Amount"
        precision={8}
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

const field = () => screen.getByLabelText('Amount') as HTMLInputElement;

describe('AmountInput', () => {
  describe('given an empty field', () => {
    it('then it is a labelled decimal text field without autocomplete', () => {
      render(<Example />);
      expect(field()).toHaveAttribute('inputmode', 'decimal');
      expect(field()).toHaveAttribute('autocomplete', 'off');
      expect(field()).not.toHaveAttribute('aria-invalid');
    });

    it('when digits and a dot are typed, then they are kept, including a trailing dot while typing', async () => {
      const user = userEvent.setup();
      render(<Example />);
      await user.type(field(), '12.');
      expect(field()).toHaveValue('12.');
      await user.type(field(), '5');
      expect(field()).toHaveValue('12.5');
    });

    it('when letters, signs and a second dot are typed, then those keystrokes are refused (§5 numeric only)', async () => {
      const user = userEvent.setup();
      render(<Example />);
      await user.type(field(), '-1a2.3.4e');
      expect(field()).toHaveValue('12.34');
    });

    it('when more decimals than the precision are typed, then they are cut (§5)', async () => {
      const user = userEvent.setup();
      render(<Example precision={2} />);
      await user.type(field(), '1.23456');
      expect(field()).toHaveValue('1.23');
    });

    it('when a decimal past the precision is typed, then the field says how many it takes, until the next edit that keeps all', async () => {
      const user = userEvent.setup();
      render(<Example precision={8} />);
      await user.type(field(), '0.12345678');
      expect(screen.queryByText('Up to 8 decimal places')).not.toBeInTheDocument();
      await user.type(field(), '9');
      expect(field()).toHaveValue('0.12345678');
      expect(screen.getByText('Up to 8 decimal places')).toBeInTheDocument();
      expect(field()).toHaveAccessibleDescription(/Up to 8 decimal places/);
      await user.type(field(), '{Backspace}');
      expect(field()).toHaveValue('0.1234567');
      expect(screen.queryByText('Up to 8 decimal places')).not.toBeInTheDocument();
    });

    it('when a text with too many decimals is pasted, then it is cut and the field says so', async () => {
      const user = userEvent.setup();
      render(<Example precision={2} />);
      await user.click(field());
      await user.paste('12.3456');
      expect(field()).toHaveValue('12.34');
      expect(screen.getByText('Up to 2 decimal places')).toBeInTheDocument();
    });

    it('when leading zeros are typed, then they are normalised (§5)', async () => {
      const user = userEvent.setup();
      render(<Example />);
      await user.type(field(), '0007');
      expect(field()).toHaveValue('7');
      await user.clear(field());
      await user.type(field(), '00.5');
      expect(field()).toHaveValue('0.5');
    });

    it('when more than the maximum is typed, then the keystroke is refused and the field says why (§5 999999999999, or max)', async () => {
      const user = userEvent.setup();
      render(<Example />);
      await user.type(field(), '99999999999999');
      expect(field()).toHaveValue('999999999999');
      expect(screen.getByText('The maximum is 999,999,999,999')).toBeInTheDocument();
      render(<Example max="100" label="Capped" />);
      await user.type(screen.getByLabelText('Capped'), '250');
      expect(screen.getByLabelText('Capped')).toHaveValue('25');
    });

    it('when "1,234.5" is pasted, then the grouping comma is dropped', async () => {
      const user = userEvent.setup();
      render(<Example />);
      await user.click(field());
      await user.paste('1,234.5');
      expect(field()).toHaveValue('1234.5');
    });

    it.each([
      ['1,000', '1000'],
      ['1,234.56', '1234.56'],
      ['１２．５', '12.5'],
      ['٣٫٥', '3.5'],
    ])(
      'when %j is typed key by key, then the field holds %j, as when it is pasted',
      async (text, expected) => {
        const user = userEvent.setup();
        render(<Example />);
        await user.type(field(), text);
        expect(field()).toHaveValue(expected);
        await user.clear(field());
        await user.paste(text);
        expect(field()).toHaveValue(expected);
      },
    );

    it.each(['-5', '1e5', '1.2.3'])(
      'when %j is pasted, then it is refused: the field keeps its value and says why',
      async (text) => {
        const user = userEvent.setup();
        const onChange = vi.fn();
        render(<Example initial="7" onChange={onChange} />);
        await user.click(field());
        await user.paste(text);
        expect(field()).toHaveValue('7');
        expect(onChange).not.toHaveBeenCalled();
        expect(screen.getByText('Enter digits and one decimal point only')).toBeInTheDocument();
        expect(field()).toHaveAccessibleDescription(/Enter digits and one decimal point only/);
      },
    );

    it('when "1e5" is typed, then the "e" is refused aloud, and the notice stays until the field is left', async () => {
      const user = userEvent.setup();
      render(<Example />);
      await user.type(field(), '1e');
      expect(field()).toHaveValue('1');
      expect(screen.getByText('Enter digits and one decimal point only')).toBeInTheDocument();
      await user.type(field(), '5');
      expect(field()).toHaveValue('15');
      expect(screen.getByText('Enter digits and one decimal point only')).toBeInTheDocument();
      await user.tab();
      expect(screen.queryByText('Enter digits and one decimal point only')).not.toBeInTheDocument();
    });

    it('when "1,5" is typed key by key, then it reads 15, and the field says the comma groups thousands and decimals take the point until it is left', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Example onChange={onChange} />);
      await user.type(field(), '1,5');
      expect(field()).toHaveValue('15');
      expect(onChange).toHaveBeenLastCalledWith('15');
      expect(field()).toHaveAccessibleDescription(
        '“,” separates thousands and is left out; use “.” for decimals',
      );
      await user.tab();
      expect(field()).not.toHaveAccessibleDescription(/separates thousands/);
    });

    it('when "1,234.5" is pasted (a number copied from a page), then it is read without a word', async () => {
      const user = userEvent.setup();
      render(<Example />);
      await user.click(field());
      await user.paste('1,234.5');
      expect(field()).toHaveValue('1234.5');
      expect(field()).not.toHaveAccessibleDescription(/separates thousands/);
    });

    it.each([
      ['0,05', '0.05'],
      [',5', '0.5'],
      ['0,0,1', '0.01'],
    ])(
      'when %j is typed key by key from a decimal-comma habit, then the first comma is the point: %s, not a hundred times it',
      async (keys, read) => {
        const user = userEvent.setup();
        const onChange = vi.fn();
        render(<Example onChange={onChange} />);
        await user.type(field(), keys);
        expect(field()).toHaveValue(read);
        expect(onChange).toHaveBeenLastCalledWith(read);
        // The field shows the point it read: nothing was left out, so nothing says so; a second
        // comma (after the point) is refused aloud.
        expect(field()).not.toHaveAccessibleDescription(/separates thousands/);
        if (keys === '0,0,1')
          expect(field()).toHaveAccessibleDescription(/Enter digits and one decimal point only/);
        else expect(field()).not.toHaveAccessibleDescription(/Enter digits/);
      },
    );

    it('when "0,01" is pasted, then it reads 0.01 as well', async () => {
      const user = userEvent.setup();
      render(<Example />);
      await user.click(field());
      await user.paste('0,01');
      expect(field()).toHaveValue('0.01');
    });
  });

  describe("given a phone set to a decimal-comma region (its decimal pad offers ',' and no '.')", () => {
    beforeEach(() => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it.each([
      ['1,5', '1.5'],
      ['0,05', '0.05'],
      [',5', '0.5'],
    ])('when %j is typed key by key on an English page, then the field holds %j', async (keys, held) => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Example onChange={onChange} />);
      await user.type(field(), keys);
      expect(field()).toHaveValue(held);
      expect(onChange).toHaveBeenLastCalledWith(held);
      expect(field()).not.toHaveAccessibleDescription(/decimal point/);
    });

    it('when a second decimal key is typed, then it is refused and the first stays', async () => {
      const user = userEvent.setup();
      render(<Example />);
      await user.type(field(), '1,5,');
      expect(field()).toHaveValue('1.5');
      expect(field()).toHaveAccessibleDescription(/Enter digits and one decimal point only/);
    });

    it('when "16,500" copied from the page is pasted, then it is read by the page: 16500', async () => {
      const user = userEvent.setup();
      render(<Example />);
      await user.click(field());
      await user.paste('16,500');
      expect(field()).toHaveValue('16500');
    });
  });

  describe('given an input method composing full-width digits (a Japanese or Chinese keyboard)', () => {
    /** A field holding `initial` where an input method starts composing; returns the form's onChange spy. */
    const startComposing = (initial: string) => {
      const onChange = vi.fn();
      render(<Example initial={initial} onChange={onChange} />);
      fireEvent.compositionStart(field());
      return onChange;
    };
    /** One composition update as the browser sends it: the field's whole text, composing part included. */
    const update = (text: string) => fireEvent.change(field(), { target: { value: text } });

    it('when it composes, then the field shows the composed text as it is and the form hears nothing yet', () => {
      const onChange = startComposing('20');
      update('20１');
      update('20１０');
      expect(field()).toHaveValue('20１０');
      expect(onChange).not.toHaveBeenCalled();
    });

    it('when it commits (Chromium: the last update, then the end), then the field reads the digits once', () => {
      const onChange = startComposing('20');
      for (const text of ['20１', '20１０', '20１００', '20１００']) update(text);
      fireEvent.compositionEnd(field());
      expect(field()).toHaveValue('20100');
      expect(onChange.mock.calls).toEqual([['20100']]);
    });

    it('when it composes plain digits (an Android keyboard), then the form hears each as it comes', () => {
      const onChange = startComposing('20');
      update('201');
      update('2015');
      expect(onChange.mock.calls).toEqual([['201'], ['2015']]);
      fireEvent.compositionEnd(field());
      expect(field()).toHaveValue('2015');
      expect(onChange).toHaveBeenCalledTimes(2);
    });

    it('when it commits the Safari way (the end, then a plain insert), then the field reads the digits once', () => {
      const onChange = startComposing('20');
      update('20１００');
      fireEvent.compositionEnd(field());
      update('20100');
      expect(field()).toHaveValue('20100');
      expect(onChange.mock.calls).toEqual([['20100']]);
    });

    it('when it commits letters, then they are refused and said so, and the amount stays', () => {
      const onChange = startComposing('20');
      update('20ｌｏ');
      fireEvent.compositionEnd(field());
      expect(field()).toHaveValue('20');
      expect(field()).toHaveAccessibleDescription(/Enter digits and one decimal point only/);
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  describe("given a placeholder (a form's minimum)", () => {
    it('when an amount is typed, then the placeholder goes, and it is back once the field is emptied', async () => {
      const user = userEvent.setup();
      render(<Example placeholder="10" />);
      expect(field()).toHaveAttribute('placeholder', '10');
      await user.type(field(), '25');
      expect(field()).not.toHaveAttribute('placeholder');
      await user.type(field(), '{Backspace}{Backspace}');
      expect(field()).toHaveAttribute('placeholder', '10');
    });
  });

  describe('given a value being edited', () => {
    it('when a rejected character is typed in the middle, then the caret stays where it was', async () => {
      const user = userEvent.setup();
      render(<Example initial="12" />);
      await user.type(field(), 'x', { initialSelectionStart: 1, initialSelectionEnd: 1 });
      expect(field()).toHaveValue('12');
      expect(field().selectionStart).toBe(1);
      await user.keyboard('5');
      expect(field()).toHaveValue('152');
    });

    it('when a digit is typed in the middle, then the caret follows it', async () => {
      const user = userEvent.setup();
      render(<Example initial="1.5" />);
      await user.type(field(), '0', { initialSelectionStart: 1, initialSelectionEnd: 1 });
      expect(field()).toHaveValue('10.5');
      expect(field().selectionStart).toBe(2);
    });

    it('when the field loses focus with a trailing dot, then the dot is removed (commit)', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Example onChange={onChange} />);
      await user.type(field(), '3.');
      await user.tab();
      expect(field()).toHaveValue('3');
      expect(onChange).toHaveBeenLastCalledWith('3');
    });
  });

  describe('given available balance and onMax', () => {
    it('then "Available 12.5 USDT" is shown and Max calls onMax', async () => {
      const user = userEvent.setup();
      const onMax = vi.fn();
      render(<Example asset="USDT" available="12.50000000" onMax={onMax} />);
      expect(screen.getByText(/^Available/)).toHaveTextContent('Available 12.5 USDT');
      await user.click(screen.getByRole('button', { name: 'Max' }));
      expect(onMax).toHaveBeenCalledTimes(1);
    });

    it('when labels are translated, then they are used', () => {
      render(
        <Example asset="USDT" available="1" onMax={() => {}} availableLabel="Verfügbar" maxLabel="Maximal" />,
      );
      expect(screen.getByText(/^Verfügbar/)).toHaveTextContent('Verfügbar 1 USDT');
      expect(screen.getByRole('button', { name: 'Maximal' })).toBeInTheDocument();
    });

    it('when there is no onMax, then there is no Max button', () => {
      render(<Example asset="USDT" available="1" />);
      expect(screen.queryByRole('button', { name: 'Max' })).not.toBeInTheDocument();
    });
  });

  describe('given a balance that is not known yet (null: being read, or its read failed)', () => {
    it('then its line holds its place with "--" and Max waits for it', () => {
      const onMax = vi.fn();
      const { rerender } = render(<Example asset="USDT" available={null} onMax={onMax} />);
      expect(screen.getByText(/^Available/)).toHaveTextContent('Available -- USDT');
      expect(screen.getByRole('button', { name: 'Max' })).toBeDisabled();
      rerender(<Example asset="USDT" available="12.5" onMax={onMax} />);
      expect(screen.getByText(/^Available/)).toHaveTextContent('Available 12.5 USDT');
      expect(screen.getByRole('button', { name: 'Max' })).toBeEnabled();
    });
  });
  describe('given an error and a hint', () => {
    it('then the field is invalid and described by the asset, hint and error', () => {
      render(<Example asset="USDT" hint="Minimum 10 USDT" error="Insufficient balance" />);
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(field()).toHaveAccessibleDescription('USDT Minimum 10 USDT Insufficient balance');
      const message = screen.getByText('Insufficient balance');
      expect(message).toHaveAttribute('aria-live', 'polite');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('when the error goes away, then the field is valid again and no longer points at it', () => {
      const { rerender } = render(
        <AmountInput label="Amount" precision={8} value="1" onValueChange={() => {}} error="Too low" />,
      );
      rerender(<AmountInput label="Amount" precision={8} value="1" onValueChange={() => {}} />);
      expect(field()).not.toHaveAttribute('aria-invalid');
      expect(field()).not.toHaveAttribute('aria-describedby');
    });
  });

  describe('given a disabled field', () => {
    it('then the input and Max are disabled', () => {
      render(<Example disabled onMax={() => {}} />);
      expect(field()).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Max' })).toBeDisabled();
    });
  });
});
