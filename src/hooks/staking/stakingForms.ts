import type { StakingRedeemResult } from '../../api';
import type { StakingModalTarget, StakingRedeemType } from '../../domain/enums';
import type { ReopenStakePayload } from '../../domain/events';
import type { StakeCheck, StakingCap } from '../../domain/staking';
import type { RedeemFee, StakingRedeemCheck } from '../../domain/stakingRedeem';
import type { StakeEstimate } from '../../flows/staking';
import type { MoneyActionState } from '../useMoneyAction';
import type { StakingDialogOptions } from './useStakingDialog';
import type { StakingProductState } from './useStakingProduct';

export interface UseStakeFormOptions extends StakingDialogOptions {
  /** Continue staking was pressed after a success (the embed's `reopen_stake`). */
  onReopenStake?: (payload: ReopenStakePayload) => void;
}

export interface UseStakeRedeemFormOptions extends StakingDialogOptions {
  /**
   * The asset an exchange-type product holds (§3 exchange_type 'asset'). The product does not name
   * it, so the host may.
   * @default `GT${coin}` (the exchange's naming of its liquid-staking assets)
   */
  exchangeAsset?: string;
}

/** What `useStakeForm` returns. */
export interface StakeForm extends StakingProductState {
  open: boolean;
  setOpen(open: boolean): void;
  target: StakingModalTarget;
  navigate(target: StakingModalTarget): void;
  /** §4: back from rate, FAQ and bonus rules returns to main. */
  back(): void;
  amount: string;
  setAmount(amount: string): void;
  agreed: boolean;
  setAgreed(agreed: boolean): void;
  /** §5 available: balance, minus loans when the coin lacks unified-account staking. */
  available: string | undefined;
  cap: StakingCap | undefined;
  /** What the customer already stakes in this source. */
  holding: string | undefined;
  /** Fills the amount with min(available, remaining cap). */
  fillMax(): void;
  check: StakeCheck;
  estimate: StakeEstimate;
  /** Exchange type: what the amount converts into (§3 exchange_rate), else '0'. */
  exchangeEstimate: string;
  /** Staking converts or pays out another coin, so the order is confirmed first. */
  confirmationRequired: boolean;
  confirming: boolean;
  /** Stake pressed: shows the confirmation when required, else sends. */
  requestStake(): void;
  cancelConfirmation(): void;
  /** Sends the stake (from the confirmation or directly). */
  submit(): void;
  action: MoneyActionState<unknown>;
  /** The amount of the last successful stake. */
  stakedAmount: string;
  continueStaking(): void;
  viewHolding(): void;
  goToWeb3Tasks(): void;
  openTransfer(): void;
  openAgreement(): void;
  trendOpen: boolean;
  setTrendOpen(open: boolean): void;
}

/** What `useStakeRedeemForm` returns. */
export interface StakeRedeemForm extends StakingProductState {
  open: boolean;
  setOpen(open: boolean): void;
  target: StakingModalTarget;
  navigate(target: StakingModalTarget): void;
  back(): void;
  /** §3 extra.redeem_control: false while the product forbids redemption (no form is offered). */
  redeemAllowed: boolean;
  /** The asset being redeemed (the coin, or the exchange-type asset). */
  asset: string;
  /** What the redemption pays in: the coin, USDC for credit/debt (§9), the coin for exchange-type. */
  payoutCoin: string;
  amount: string;
  setAmount(amount: string): void;
  redeemable: string | undefined;
  fillMax(): void;
  redeemType: StakingRedeemType;
  setRedeemType(type: StakingRedeemType): void;
  /** §3 extra.redeem_quick: the product offers fast redemption at all. */
  hasQuickRedeem: boolean;
  /** §5: fast redemption may be chosen now. */
  fastAvailable: boolean;
  /** §3 redeem_quick_daily ('-1' unlimited). */
  fastQuota: string;
  check: StakingRedeemCheck;
  /** Fee and received of a valid amount (§5), null otherwise. */
  fee: RedeemFee | null;
  /** Fee percent of the chosen type. */
  feePercent: string;
  /** Exchange type: the coins the received amount converts back into (§3 exchange_rate_reverse); else null. */
  receivedCoins: string | null;
  confirming: boolean;
  requestRedeem(): void;
  cancelConfirmation(): void;
  submit(): void;
  action: MoneyActionState<StakingRedeemResult>;
  /** The last successful redemption. */
  result: { amount: string; redeemStamp: number | null } | null;
  viewHoldings(): void;
  viewHistory(): void;
}
