import { DISPLAY_DECIMALS } from '../../domain/constants';
import type { Message, Translate } from '../../i18n/translate';
import { renderMessage } from '../../i18n/translate';
import { AmountInput, type AmountInputProps } from './AmountInput';

/** What a form hook hands its amount field: the amount, how it changes, Max and the §5 check. */
export interface AmountForm {
  amount: string;
  setAmount(amount: string): void;
  fillMax(): void;
  check: { error: Message | null };
  /** The decimals the form takes, when it decides them (§5). */
  precision?: number;
}

export interface FormAmountInputProps
  extends Omit<
    AmountInputProps,
    'value' | 'onValueChange' | 'onMax' | 'maxLabel' | 'error' | 'available' | 'precision'
  > {
  /** Decimals the field takes. @default the form's `precision`, else 8 (§9) */
  precision?: number;
  /** The form hook's state (useStakeForm, useDualPurchase, useSubscribeForm...). */
  form: AmountForm;
  /** The widget's translate function, which knows its family's messages. */
  t: Translate;
  /** What Max fills up to, shown under the field; `null` while unknown ("--"). @default none: no balance line */
  available?: string | null;
}

/**
 * The amount field of a money form: {@link AmountInput} wired to the form hook's amount, Max and
 * the §5 check's message, so every widget binds it the same way.
 */
export function FormAmountInput({ form, t, available, precision, ...props }: FormAmountInputProps) {
  return (
    <AmountInput
      precision={precision ?? form.precision ?? DISPLAY_DECIMALS}
      value={form.amount}
      onValueChange={form.setAmount}
      onMax={form.fillMax}
      maxLabel={t('ui.max')}
      error={form.check.error ? renderMessage(t, form.check.error) : undefined}
      {...(available === undefined ? {} : { available })}
      {...props}
    />
  );
}
