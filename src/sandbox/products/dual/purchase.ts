import {
  checkDualAmount,
  checkPriceDifference,
  DUAL_CATEGORY,
  dec,
  isDecimalString,
  MAX_AMOUNT,
  message,
  secondsToMs,
} from '../../../domain';
import { assertFundsUnlocked } from '../../auth';
import { bodyObject, readAmount, readFlag, readInt, readString } from '../../body';
import { englishOf } from '../../messages';
import { type ExchangeContext, type HandlerAnswer, refuse, type SandboxRequest } from '../../module';
import { PLAIN_MODE } from '../flexible';
import { dualLimits, isOnSale, isVisible, reinvestCandidates, reinvestMatch, snapshotOf } from './catalogue';
import { createOrder, recordPurchase, toDualOrder } from './orders';
import { DUAL_AMOUNT_DECIMALS, DUAL_MAX_REINVEST_TERM_SECONDS } from './rules';
import {
  type DualAutoRenewal,
  dualSlice,
  type StoredDualOrder,
  type StoredDualProject,
  takeDualPrincipal,
} from './slice';

/**
 * §7 POST order: a normal purchase (biz_entrance, project_id, amount, ref_code, app_id,
 * is_autorenewal, price_deviation, effective_time_duration) or a trial-fund purchase (project_id,
 * amount, voucher_id). Every §5 rule is checked again with the domain before anything moves; the
 * answer is code 200 (§7 "Purchase success code is 200") with the new order.
 */

/** §7 "Purchase success code is 200". */
export const DUAL_PURCHASE_SUCCESS_CODE = 200;

/** §7 app_id of a VIP savings purchase and of any other. */
export const APP_ID = { VIP: 'vip-savings', NORMAL: 'dual-savings' } as const;

function optionalString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') refuse(`${field} must be a string`);
  return value;
}

function findProject(ctx: ExchangeContext, id: number): StoredDualProject {
  const project = dualSlice(ctx).projects.find((p) => p.id === id);
  if (!project) refuse(`no dual project ${id} is on sale`);
  if (!isVisible(ctx, project)) refuse('VIP savings are for VIP 5 and above');
  if (!isOnSale(ctx, project)) refuse(`dual project ${id} has closed for sale`);
  return project;
}

function readAutoRenewal(
  ctx: ExchangeContext,
  body: Record<string, unknown>,
  project: StoredDualProject,
): DualAutoRenewal | null {
  if (readFlag(body, 'is_autorenewal') === 0) return null;
  const deviation = body.price_deviation;
  if (typeof deviation !== 'string') refuse('price_deviation must be a string');
  const text = deviation.trim();
  if (text !== '' && !isDecimalString(text)) refuse('price_deviation must be a decimal string');
  const filter = { coin: project.coin, type: project.type, category: project.category };
  const check = checkPriceDifference(text, reinvestMatch(ctx, filter));
  if (check.error) refuse(englishOf(check.error));
  const seconds = readInt(body, 'effective_time_duration');
  if (seconds <= 0 || seconds > DUAL_MAX_REINVEST_TERM_SECONDS) {
    refuse(`effective_time_duration must be between 1 and ${DUAL_MAX_REINVEST_TERM_SECONDS} seconds`);
  }
  // §5: confirm needs a matched term: some project must fit the preferred term.
  if (reinvestCandidates(ctx, { ...filter, maxTermMs: secondsToMs(seconds) }).length === 0) {
    refuse(englishOf(message('dual.priceDifference.noMatch')));
  }
  return { price_deviation: dec(text).toString(), effective_time_duration: seconds };
}

function normalOrder(
  ctx: ExchangeContext,
  body: Record<string, unknown>,
  project: StoredDualProject,
  amount: string,
): StoredDualOrder {
  if (project.category === DUAL_CATEGORY.TRIAL_FUND)
    refuse('trial-fund projects are bought with a trial-fund voucher');
  const appId = readString(body, 'app_id');
  const expected = project.category === DUAL_CATEGORY.VIP_SAVINGS ? APP_ID.VIP : APP_ID.NORMAL;
  if (appId !== expected) refuse(`app_id must be ${expected} for this project`);
  const bizEntrance = optionalString(body, 'biz_entrance');
  const refCode = optionalString(body, 'ref_code');
  const autorenewal = readAutoRenewal(ctx, body, project);
  const check = checkDualAmount({
    amount,
    asset: project.invest_currency,
    available: ctx.data.spot[project.invest_currency] ?? '0',
    limits: dualLimits(project),
  });
  if (check.error) refuse(englishOf(check.error));
  takeDualPrincipal(ctx, project.invest_currency, amount);
  return createOrder(ctx, {
    project: snapshotOf(ctx, project),
    deliveryAtMs: project.deliveryAtMs,
    amount,
    appId,
    bizEntrance,
    refCode,
    autorenewal,
    voucherId: null,
  });
}

function trialOrder(
  ctx: ExchangeContext,
  body: Record<string, unknown>,
  project: StoredDualProject,
  amount: string,
): StoredDualOrder {
  if (project.category !== DUAL_CATEGORY.TRIAL_FUND)
    refuse('a trial-fund voucher buys trial-fund projects only');
  const id = readInt(body, 'voucher_id');
  const voucher = dualSlice(ctx).vouchers.find((v) => v.id === id);
  if (!voucher) refuse(`no trial-fund voucher ${id}`);
  if (voucher.used) refuse('this trial-fund voucher was already used');
  if (secondsToMs(voucher.expire_second) <= ctx.now()) refuse('this trial-fund voucher has expired');
  if (voucher.currency !== project.invest_currency)
    refuse(`this trial-fund voucher is for ${voucher.currency}`);
  // §5: a trial-fund purchase uses the voucher amount and cannot be edited.
  if (!dec(amount).eq(dec(voucher.amount)))
    refuse(`a trial-fund purchase uses the voucher amount of ${voucher.amount} ${voucher.currency}`);
  voucher.used = true;
  return createOrder(ctx, {
    project: snapshotOf(ctx, project),
    deliveryAtMs: project.deliveryAtMs,
    amount: dec(voucher.amount).toString(),
    appId: APP_ID.NORMAL,
    bizEntrance: '',
    refCode: '',
    autorenewal: null,
    voucherId: voucher.id,
  });
}

/** The §7 order call. */
export function placeOrder(request: SandboxRequest, ctx: ExchangeContext): HandlerAnswer {
  const body = bodyObject(request.body);
  const project = findProject(ctx, readInt(body, 'project_id'));
  const amount = readAmount(body, 'amount');
  assertFundsUnlocked(ctx, 'subscribe');
  if (dec(amount).gt(MAX_AMOUNT)) refuse(`amount must not exceed ${MAX_AMOUNT}`);
  if ((dec(amount).decimalPlaces() ?? 0) > DUAL_AMOUNT_DECIMALS)
    refuse(`amount must have at most ${DUAL_AMOUNT_DECIMALS} decimals`);
  const trial = body.voucher_id !== undefined && body.voucher_id !== null && body.voucher_id !== '';
  const order = trial ? trialOrder(ctx, body, project, amount) : normalOrder(ctx, body, project, amount);
  recordPurchase(ctx, order, PLAIN_MODE);
  return { code: DUAL_PURCHASE_SUCCESS_CODE, data: toDualOrder(order), message: '' };
}
