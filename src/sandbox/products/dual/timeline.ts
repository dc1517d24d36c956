import { checkDualAmount, DUAL_ORDER_STATUS, secondsToMs } from '../../../domain';
import type { ExchangeContext } from '../../module';
import { dualLimits, pickReinvestProject, reinvestCandidates, relist, snapshotOf } from './catalogue';
import { confirm, createOrder, markReinvested, payOut, settle } from './orders';
import { dualReinvestType } from './rules';
import { dualSlice, type StoredDualOrder } from './slice';

/**
 * The dual clock rules for one step (fromMs, toMs]: order confirmations, deliveries (settlement),
 * arrivals (payment or auto-reinvest) and relisting of delivered projects, in time order. Each event
 * moves its order or project on, so the loop ends; an event may queue another in the same step (an
 * arrival 30 minutes after a delivery, a reinvested order's confirmation a minute later).
 */

interface Due {
  atMs: number;
  /** Same-time order: confirm, settle, relist, then arrive (so reinvest sees the new listings). */
  rank: number;
  id: number;
  run: () => void;
}

/** The one of two events that runs first (time, then rank, then id). */
function earlier(a: Due | undefined, b: Due): Due {
  if (!a) return b;
  return (b.atMs - a.atMs || b.rank - a.rank || b.id - a.id) < 0 ? b : a;
}

function nextDue(ctx: ExchangeContext, toMs: number): Due | undefined {
  const state = dualSlice(ctx);
  // The earliest event only: called once per event, so no list is built or sorted.
  let next: Due | undefined;
  for (const order of state.orders) {
    if (order.status === DUAL_ORDER_STATUS.INIT && order.processingAtMs <= toMs)
      next = earlier(next, { atMs: order.processingAtMs, rank: 0, id: order.id, run: () => confirm(order) });
    else if (order.status === DUAL_ORDER_STATUS.PROCESSING && order.deliveryAtMs <= toMs)
      next = earlier(next, {
        atMs: order.deliveryAtMs,
        rank: 1,
        id: order.id,
        run: () => settle(ctx, order),
      });
    else if (order.status === DUAL_ORDER_STATUS.SETTLEMENT_PROCESSING && order.arriveAtMs <= toMs)
      next = earlier(next, { atMs: order.arriveAtMs, rank: 3, id: order.id, run: () => arrive(ctx, order) });
  }
  for (const project of state.projects) {
    if (project.deliveryAtMs <= toMs)
      next = earlier(next, {
        atMs: project.deliveryAtMs,
        rank: 2,
        id: project.id,
        run: () => relist(ctx, project),
      });
  }
  return next;
}

/** Runs every dual event due in (fromMs, toMs], each at its own time. */
export function tickDual(ctx: ExchangeContext, fromMs: number, toMs: number): void {
  for (let next = nextDue(ctx, toMs); next; next = nextDue(ctx, toMs)) {
    const event = next;
    // An event before the step (a state saved mid-way) runs at the step's start, never in the past.
    ctx.at(Math.max(event.atMs, fromMs), event.run);
  }
}

/** At arrival: auto-reinvest when the order asks for it and a project matches, else pay to spot. */
function arrive(ctx: ExchangeContext, order: StoredDualOrder): void {
  if (!reinvest(ctx, order)) payOut(ctx, order);
}

/**
 * Auto-reinvest (§1, §7 is_autorenewal, price_deviation, effective_time_duration): the settled amount
 * buys the project on sale of the same coin and category, in the direction its currency can buy,
 * whose term fits the preferred term and whose price difference is nearest the chosen one, if the
 * amount meets that project's §5 limits. Returns false when nothing was bought.
 */
function reinvest(ctx: ExchangeContext, order: StoredDualOrder): boolean {
  const s = order.settlement;
  const settings = order.autorenewal;
  if (!s || !settings || order.voucherId !== null) return false;
  const type = dualReinvestType(s.paidAsset, order.project.coin);
  const candidates = reinvestCandidates(ctx, {
    coin: order.project.coin,
    type,
    category: order.project.category,
    maxTermMs: secondsToMs(settings.effective_time_duration),
  });
  const project = pickReinvestProject(candidates, settings.price_deviation);
  if (!project || project.invest_currency !== s.paidAsset) return false;
  const check = checkDualAmount({
    amount: s.paid,
    asset: project.invest_currency,
    available: s.paid,
    limits: dualLimits(project),
  });
  if (check.error || !check.canConfirm) return false;
  // The money stays in the dual account: it only changes order.
  const next = createOrder(ctx, {
    project: snapshotOf(ctx, project),
    deliveryAtMs: project.deliveryAtMs,
    amount: s.paid,
    appId: order.app_id,
    bizEntrance: order.biz_entrance,
    refCode: order.ref_code,
    autorenewal: settings,
    voucherId: null,
    previous: order,
  });
  markReinvested(ctx, order, next);
  return true;
}
