import { screen, within } from '@testing-library/react';
import { HoldingDetail } from '../../src/components/lendings/HoldingDetail';
import { createMemoryStorage, createSandboxExchange } from '../../src/sandbox';
import { renderOnSandbox } from '../helpers/renderOnSandbox';

/**
 * Issue 13 "One clock for every date shown": the same fixed order rendered for a customer in
 * Shanghai and one in New York. The expected strings are computed here by plain offset arithmetic
 * (January: UTC+8 and UTC−5, no daylight saving), not by the code under test.
 */

const HOUR = 3_600_000;

function atOffset(timeMs: number, hours: number): string {
  const iso = new Date(timeMs + hours * HOUR).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

function renderOrder(timeZone: string) {
  const exchange = createSandboxExchange({ storage: createMemoryStorage() });
  const order = exchange.state.fixedOrders().find((o) => o.product_id === 101);
  if (!order) throw new Error('the regular scenario holds a product 101 order');
  renderOnSandbox(<HoldingDetail orderType="fixed" coin="USDT" orderId={String(order.order_id)} />, {
    exchange,
    timeZone,
  });
  return { subscribedMs: order.create_time * 1000, receivedMs: order.finish_time * 1000 + 30 * 60_000 };
}

const row = async (label: string) => {
  const term = await screen.findByText(label, { selector: 'dt' });
  return within(term.parentElement as HTMLElement);
};

describe('§9 dates in the provider time zone: given the same fixed order', () => {
  it.each([
    ['Asia/Shanghai', 8, 'GMT+8'],
    ['America/New_York', -5, 'GMT-5'],
  ])('in %s, the subscribe time is local and the arrival carries its zone', async (timeZone, hours, zone) => {
    const { subscribedMs, receivedMs } = renderOrder(timeZone);
    expect(new Date(subscribedMs).getUTCMonth()).toBe(0); // January: no daylight saving in either zone
    expect((await row('Subscribe time')).getByText(atOffset(subscribedMs, hours))).toBeInTheDocument();
    expect(
      (await row('Redemption received')).getByText(`${atOffset(receivedMs, hours)} (${zone})`),
    ).toBeInTheDocument();
  });
});
