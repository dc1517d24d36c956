// Type tests of the public surface, checked by `tsc --noEmit` in `npm test` (a wrong type fails the
// build, there is nothing to run). They pin the props every widget shares and the results of the
// headless hooks, in the names a host imports from 'wealthkit' and 'wealthkit/core'.
import type { ReactNode } from 'react';
import { expectTypeOf } from 'vitest';
import type { ClosePayload, SuccessPayload } from '../../src/core';
import { formatAmount, ROUTES } from '../../src/core';
import type {
  CancelRedemptionModalProps,
  DualPurchase,
  DualPurchaseDialogProps,
  EditMinAprModalProps,
  HistoryModalProps,
  LaunchPoolRedeemModalProps,
  LaunchPoolStakeModalProps,
  RedeemModalProps,
  StakeDialogProps,
  StakeForm,
  StakeRedeemDialogProps,
  SubscribeForm,
  SubscribeModalProps,
} from '../../src/index';
import { useStakeForm, useSubscribeForm } from '../../src/index';

type Opener = {
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};
type Money = { onSuccess?: (payload: SuccessPayload) => void; onClose?: (payload: ClosePayload) => void };

// Every widget opens the same way: `trigger`, and Radix-style open state.
expectTypeOf<SubscribeModalProps>().toMatchTypeOf<Opener & Money>();
expectTypeOf<RedeemModalProps>().toMatchTypeOf<Opener & Money>();
expectTypeOf<CancelRedemptionModalProps>().toMatchTypeOf<Opener & Money>();
expectTypeOf<StakeDialogProps>().toMatchTypeOf<Opener & Money>();
expectTypeOf<StakeRedeemDialogProps>().toMatchTypeOf<Opener & Money>();
expectTypeOf<DualPurchaseDialogProps>().toMatchTypeOf<Opener & Money>();
expectTypeOf<LaunchPoolStakeModalProps>().toMatchTypeOf<Opener & Money>();
expectTypeOf<LaunchPoolRedeemModalProps>().toMatchTypeOf<Opener & Money>();
expectTypeOf<HistoryModalProps>().toMatchTypeOf<Opener>();
// One name for the coin across widgets: `coin`; `asset` stays accepted (deprecated) for a minor version.
expectTypeOf<{ coin: string }>().toMatchTypeOf<EditMinAprModalProps>();
expectTypeOf<{ coin: string }>().toMatchTypeOf<SubscribeModalProps>();
expectTypeOf<{ coin: string }>().toMatchTypeOf<StakeDialogProps>();
expectTypeOf<{ coin: string; type: 'call' }>().toMatchTypeOf<DualPurchaseDialogProps>();
expectTypeOf<{ asset: string }>().toMatchTypeOf<SubscribeModalProps>();
// @ts-expect-error a coin is required
expectTypeOf<{ trigger: null }>().toMatchTypeOf<SubscribeModalProps>();

// The stepped dialogs take a layout; the value is one of three.
expectTypeOf<StakeDialogProps['layout']>().toEqualTypeOf<'auto' | 'dialog' | 'sheet' | undefined>();
expectTypeOf<DualPurchaseDialogProps['layout']>().toEqualTypeOf<'auto' | 'dialog' | 'sheet' | undefined>();

// Hook results: money is text, and the dialogs read views, not the wire.
expectTypeOf(useStakeForm).returns.toEqualTypeOf<StakeForm>();
expectTypeOf(useSubscribeForm).returns.toEqualTypeOf<SubscribeForm>();
expectTypeOf<StakeForm['estimate']>().toEqualTypeOf<{
  readonly base: string;
  readonly bonus: string;
  readonly total: string;
}>();
expectTypeOf<NonNullable<StakeForm['view']>['minStake']>().toEqualTypeOf<string>();
expectTypeOf<NonNullable<DualPurchase['view']>['targetPrice']>().toEqualTypeOf<string>();
expectTypeOf<SubscribeForm['amount']>().toEqualTypeOf<string>();
// @ts-expect-error a view has no snake_case wire field
expectTypeOf<NonNullable<StakeForm['view']>['min_mortgage_amount']>();

// wealthkit/core carries the rules and the route table.
expectTypeOf(formatAmount).returns.toEqualTypeOf<string>();
expectTypeOf(ROUTES.stakingStake.path).toBeString();
