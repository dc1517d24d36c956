/**
 * Sandbox set-ups shared by the lendings tests and stories (not exported from the package). They
 * change the exchange before the widgets' first read: through the sandbox's own state, at once, or
 * (`requestRedemption`) through the real client, awaited. No API JSON is written by hand.
 */
import { createWealthClient, type FixedOrder } from '../../api';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import { MINUTE_MS } from '../../domain';
import type { SandboxExchange } from '../../sandbox';
import { FIXED, type FixedSlice, lendFixedNow } from '../../sandbox/products/fixed';

function fixedSlice(exchange: SandboxExchange): FixedSlice {
  return exchange.state.context.slice<FixedSlice>(FIXED);
}

/** A current fixed order of the exchange by product id (throws when the scenario has none). */
export function orderOfProduct(exchange: SandboxExchange, productId: number): FixedOrder {
  const order = exchange.state.fixedOrders().find((o) => o.product_id === productId && o.status !== 3);
  if (!order) throw new Error(`no current order of product ${productId}`);
  return order;
}

/**
 * Lends `amount` into a fixed product now, funded from spot like a real lend (used for products the
 * scenario does not hold: VIP 105 / 106, 102 without early redeem, 104 without redeem-to).
 */
export function lendFixed(
  exchange: SandboxExchange,
  productId: number,
  amount: string,
  options: { reinvest?: 0 | 1 } = {},
): void {
  exchange.state.update(() => {
    lendFixedNow(exchange.state.context, productId, amount, options);
  });
}

/** Marks an order redeeming (status 2), as after an early redemption. */
export function markRedeeming(exchange: SandboxExchange, orderId: number | string): void {
  exchange.state.update(() => {
    const order = fixedSlice(exchange).orders.find((o) => o.order_id === Number(orderId));
    if (order) order.status = 2;
  });
}

/** Removes an order's finish time: no arrival data (§8 '--'). */
export function dropFinishTime(exchange: SandboxExchange, orderId: number | string): void {
  exchange.state.update(() => {
    const order = fixedSlice(exchange).orders.find((o) => o.order_id === Number(orderId));
    if (order) order.finishAtMs = 0;
  });
}

/** Moves the sandbox clock to 30 minutes before the order's maturity (§4 one-hour lock). */
export function toNearMaturity(exchange: SandboxExchange, productId: number): FixedOrder {
  const order = orderOfProduct(exchange, productId);
  exchange.clock.set(order.finish_time * 1000 - 30 * MINUTE_MS);
  return orderOfProduct(exchange, productId);
}

/**
 * Asks the exchange for a flexible redemption through the real client, exactly as the redeem modal
 * would, so a cancellable pending redemption (frozen_status 1) exists. Await it before the widget
 * renders: a widget whose first holdings read overtook it would never show the redemption (a read
 * held back 100 ms did, on a loaded 2-core CI machine).
 */
export function requestRedemption(
  exchange: SandboxExchange,
  asset: string,
  amount: string,
): Promise<unknown> {
  const client = createWealthClient({ baseUrl: 'https://sandbox.wealthkit.test', fetch: exchange.fetch });
  return simpleEarnApi(client).redeem(
    { asset, amount, curr_amount: '0', lend_amount: '0' },
    { idempotencyKey: `lendings-pending-${asset}-${amount}` },
  );
}
