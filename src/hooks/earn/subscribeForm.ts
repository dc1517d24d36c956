import type { FlexibleProductDetail, RateUpVoucher } from '../../api';
import type { Platform, RedeemAccountType, SubscribeCheck, SuccessPayload } from '../../domain';
import type { SubscribeBonus, SubscribeEstimate, SubscribeResult } from '../../flows/subscribe';
import type { SubscribeProduct } from '../../flows/subscribeProducts';
import type { ReadFailure } from '../readFailure';
import type { MoneyActionState } from '../useMoneyAction';

export interface UseSubscribeFormOptions {
  /** The coin to subscribe, e.g. 'USDT'. */
  asset: string;
  /** The product chosen first: 0 for flexible (§9) or a fixed product id. @default 0 */
  defaultProductId?: number | string;
  /** 'mobile' takes 6 decimals, 'desktop' 8 (§5). @default 'desktop' */
  platform?: Platform;
  /** Loads and runs only while true (a closed modal asks nothing of the server). @default true */
  enabled?: boolean;
  /** Called once the exchange accepted the subscription, with the exact amount sent. */
  onSuccess?: (payload: SuccessPayload) => void;
  /**
   * §6 the verified flag, sent when loading the flexible product detail (as `verified` 1 or 0).
   * @default the provider's `user.verified`
   */
  verified?: boolean;
}

/** What `useSubscribeForm` returns: the form's state, its derived figures and its actions. */
export interface SubscribeForm {
  asset: string;
  /** Decimals the amount takes (§5). */
  precision: number;
  /** Loading until the product detail arrives. */
  status: 'loading' | 'ready' | 'error';
  /** A read the form needs failed after its retries: show it with Retry; the form cannot be sent. */
  readError: ReadFailure | null;
  /** The flexible product detail (§3), once loaded. */
  detail: FlexibleProductDetail | undefined;
  /** Every term chip: flexible, then the fixed products of the coin. */
  products: SubscribeProduct[];
  /** The chosen product's id ('0' flexible). */
  productId: string;
  setProductId: (id: string) => void;
  /** The chosen product, once loaded. */
  product: SubscribeProduct | null;
  amount: string;
  setAmount: (amount: string) => void;
  /** Fills min(balance, quota), rounded down to the precision (§5). */
  fillMax: () => void;
  /** The available balance, or undefined while unknown (logged out or loading). */
  available: string | undefined;
  /** Fixed: the remaining individual quota; null for flexible; undefined while loading. */
  quota: string | null | undefined;
  /** §5 check of the settled (debounced) amount. */
  check: SubscribeCheck;
  /** §9 estimate of the settled amount, or null before the product loads. */
  estimate: SubscribeEstimate | null;
  /** The bonus promo (flexible) while it runs. */
  bonus: SubscribeBonus | null;
  /** Rate-up vouchers of the chosen fixed product. */
  vouchers: RateUpVoucher[];
  voucher: RateUpVoucher | null;
  selectVoucher: (id: string | null) => void;
  /** Fixed: auto-reinvest default (remembered in preferences, §3). */
  reinvest: boolean;
  setReinvest: (on: boolean) => void;
  /** Fixed: where the redemption goes (1 flexible, 0 spot); meaningless while reinvest is on. */
  redeemAccountType: RedeemAccountType;
  setRedeemAccountType: (type: RedeemAccountType) => void;
  /** Whether the Subscribe button may be pressed now: the §5 check of the amount as typed, not the settled one. */
  canSubmit: boolean;
  /** Logged out: the button asks the host to log in instead (§1). */
  needsLogin: boolean;
  /** Presses Subscribe: sends, or opens the VIP upgrade guide (§5), or asks for login. */
  submit: () => Promise<void>;
  /** The money action's state (pending, success, error). */
  state: MoneyActionState<SubscribeResult>;
  /** The VIP upgrade guide is open (§5: a VIP fixed product below tier 5). */
  upgradeOpen: boolean;
  setUpgradeOpen: (open: boolean) => void;
  /** Back to the empty form after a success ("Subscribe again"). */
  again: () => void;
}
