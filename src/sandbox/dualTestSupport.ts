import {
  createWealthClient,
  type DualOrder,
  type DualOrderBody,
  type DualProduct,
  isServerMessageError,
  type WealthClient,
} from '../api';
import { type DualProductType, type DualSettlementInput, percentToFraction } from '../domain';
import { createSandboxExchange, type SandboxExchange, type SandboxExchangeOptions } from './exchange';
import { key, rejectionOf, SANDBOX_BASE_URL } from './testSupport';

/** Test helpers of the dual module's tests (not part of the sandbox entry). */

/** An envelope as it came over the wire, for the §7 "purchase success code is 200" check. */
export interface SeenEnvelope {
  path: string;
  code: number;
}

/** An exchange, the REAL client over its fetch (plain and VIP), and the envelopes it answered. */
export function dualSandbox(options: SandboxExchangeOptions = {}): {
  exchange: SandboxExchange;
  client: WealthClient;
  vipClient: WealthClient;
  seen: SeenEnvelope[];
} {
  const exchange = createSandboxExchange(options);
  const seen: SeenEnvelope[] = [];
  const recording: typeof fetch = async (input, init) => {
    const response = await exchange.fetch(input, init);
    const body = (await response.clone().json()) as { code: number };
    seen.push({
      path: new URL(String(input instanceof Request ? input.url : input)).pathname,
      code: body.code,
    });
    return response;
  };
  const make = (vip: boolean) =>
    createWealthClient({ baseUrl: SANDBOX_BASE_URL, fetch: recording, retry: 0, vip });
  return { exchange, client: make(false), vipClient: make(true), seen };
}

/** The listed project of a coin, type, term (hours) and §3 multiple; category 1 unless given. */
export async function project(
  client: WealthClient,
  find: { coin: string; type: DualProductType; hours: number; multiple: string; category?: number },
): Promise<DualProduct> {
  const list = await client.dual.projectList({ coin: find.coin, type: find.type });
  const found = list.find(
    (p) =>
      p.invest_hours === find.hours && p.multiple === find.multiple && p.category === (find.category ?? 1),
  );
  if (!found) throw new Error(`no project ${JSON.stringify(find)}`);
  return found;
}

/** A normal purchase body for a product (dual-savings or vip-savings by category). */
export function orderBody(
  product: DualProduct,
  amount: string,
  extra: Partial<DualOrderBody> = {},
): DualOrderBody {
  return {
    biz_entrance: 'test',
    project_id: product.id,
    amount,
    ref_code: '',
    app_id: product.category === 3 ? 'vip-savings' : 'dual-savings',
    is_autorenewal: 0,
    ...extra,
  };
}

/** Buys and returns the new order. */
export async function buy(
  client: WealthClient,
  product: DualProduct,
  amount: string,
  extra: Partial<DualOrderBody> = {},
): Promise<DualOrder> {
  return (await client.dual.order(orderBody(product, amount, extra), { idempotencyKey: key() })) as DualOrder;
}

/** The domain's settlement input for a product and principal. */
export function settlementOf(product: DualProduct, principal: string): DualSettlementInput {
  return {
    type: product.type,
    principal,
    apyFraction: percentToFraction(product.apy_display),
    exercisePrice: product.exercise_price,
    term: { invest_days: product.invest_days, invest_hours: product.invest_hours },
    investCurrency: product.invest_currency,
    exerciseCurrency: product.exercise_currency,
  };
}

/** The server message of a −1 refusal. */
export async function refusalOf(promise: Promise<unknown>): Promise<string> {
  const error = await rejectionOf(promise);
  if (!isServerMessageError(error) || error.code !== -1) throw error;
  return error.serverMessage;
}
