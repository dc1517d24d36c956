import type { DualCoupon, DualProduct, DualType, Id } from '../../api';
import type { DualAmountCheck, DualCopyLimits } from '../../domain/dual';
import type { DualPurchaseResult } from '../../domain/enums';
import type { DualPrediction, DualProductView } from '../../flows/dual';
import type { ReadFailure } from '../readFailure';
import type { MoneyActionState } from '../useMoneyAction';
import type { WealthQuery } from '../useWealthQuery';
import type { MoneyWidgetProps } from '../useWidgetOpen';
import type { DualReinvest } from './useDualReinvest';

export interface UseDualPurchaseOptions extends MoneyWidgetProps {
  /** The coin of the product (§2 share link query coin), e.g. 'BTC'. */
  coin: string;
  /** §3 type: 'call' (sell high) or 'put' (buy low) (§2 share link query type). */
  type: DualType;
  /**
   * The product (§2 share link query pid).
   * @default undefined (the first product of the coin and type that is on sale)
   */
  pid?: Id;
  /** §7 order biz_entrance: where the purchase started. @default 'wealthkit' */
  bizEntrance?: string;
  /** §7 order ref_code: the referral code of a shared link. @default '' */
  refCode?: string;
  /** How long after each answer (or failure) the last price is read again while open, in ms. @default 10000 */
  priceRefreshMs?: number;
  /**
   * The sub-website id of the site the dialog runs on. §6 allows sharing "only for non-VIP products
   * that have a sub-website id", but §3 gives the dual product no such field, so we read it as the
   * host's: a product shown on a sub-website has its id. With it (and a non-VIP product) the header
   * shows the share icon. @default undefined (no share icon)
   */
  subWebsiteId?: string | number;
  /**
   * The exchange's origin the share link points at, e.g. 'https://www.example.com'.
   * @default the page's own origin (location.origin)
   */
  shareOrigin?: string;
}

/** What `useDualPurchase` returns: the product, the amount and its check, the prediction, the order. */
export interface DualPurchase {
  open: boolean;
  setOpen(open: boolean): void;
  /** The project-list read (§7). */
  productsQuery: WealthQuery<DualProduct[]>;
  /** A read failed after its retries (the products, the balance, the vouchers): shown with Retry. */
  readError: ReadFailure | null;
  /** The product being bought; undefined while loading or when it is no longer on sale. */
  product: DualProduct | undefined;
  /** What the dialog shows of it (src/flows/dual). */
  view: DualProductView | undefined;
  /** The last price of the pair (the market subscription), falling back to the product's price. */
  lastPrice: string | undefined;
  /** §6: VIP theme or VIP savings (category 3): VIP copy, 100-copy minimum, no sharing. */
  vip: boolean;
  /** §6: a trial-fund product (category 2) is bought with a voucher. */
  trial: boolean;
  /** §2, §6: the share icon shows: a non-VIP product on a site with a sub-website id. */
  shareable: boolean;
  /**
   * §2 the share link (/dual-currency-investment with pid, type, coin and the customer's referral
   * code), absolute; undefined while not shareable.
   */
  shareLink: string | undefined;
  /** Copies the share link and says 'Copied' (§8); resolves whether it was copied. */
  share(): Promise<boolean>;
  /** §5 copy limits; undefined until the product loads. */
  limits: DualCopyLimits | undefined;
  /** §5 minimum, in the invest currency. */
  minAmount: string | undefined;
  /** The amount entered, or the chosen voucher's on a trial fund. */
  amount: string;
  setAmount(amount: string): void;
  /** §5: false on a trial fund. */
  amountEditable: boolean;
  available: string | undefined;
  /** Fills min(available, maximum). */
  fillMax(): void;
  /** §5 dual amount check; on a trial fund, whether a voucher is chosen. */
  check: DualAmountCheck;
  /** The trial-fund vouchers of the invest currency (to be used). */
  vouchers: readonly DualCoupon[];
  voucherId: string | undefined;
  setVoucherId(id: string): void;
  /**
   * §2 the two tabs, below and over the target; null without a valid amount. A trial fund pays
   * the yield only, in the invest currency, on both tabs (the domain's dualTrialPayout).
   */
  prediction: { readonly below: DualPrediction; readonly over: DualPrediction } | null;
  /** The auto-reinvest card and its sub-dialogs (§2, §4, §5, §9). */
  reinvest: DualReinvest;
  /** Confirm: sends the §7 order through useMoneyAction (login first when logged out). */
  confirm(): void;
  action: MoneyActionState<unknown>;
  /** §4 result: waiting from Confirm on, then success or fail; null on the form. */
  result: DualPurchaseResult | null;
  /** The amount of the last purchase. */
  purchasedAmount: string;
  /** Fail → back to the form with the same amount (§2 re-subscribe). */
  resubscribe(): void;
}
