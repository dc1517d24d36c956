// The subscribe form's first reads, in a module of their own: SubscribeModal's shell starts them as
// the dialog opens, so this module (and what it imports) lands in a host's first chunk; the form's
// other reads stay with the form (useSubscribeReads).
import type { FlexibleHolding } from '../../api';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import { TABLE_PAGE_SIZE } from '../../domain/constants';
import { type CoinInfoPage, coinInfoQuery } from '../../flows/coinInfoQuery';
import { TOPICS } from '../../state/topics';
import { currentAccountModeRead } from '../accountModeRead';
import type { WealthContextValue, WealthUser } from '../context';
import type { ReadSpec } from '../prefetchReads';

/** The product detail (§7 coin-info) for the customer's KYC level, as `page` reads it; public. */
export function coinInfoRead(
  asset: string,
  user: WealthUser,
  verified: boolean,
  page: CoinInfoPage = 'subscribe',
) {
  const query = coinInfoQuery(asset, { kycLevel: user.kycLevel, verified }, page);
  return {
    key: ['earn.coinInfo', query],
    load: (c, signal) => simpleEarnApi(c).coinInfo(query, { signal }),
    options: { requiresLogin: false, topic: TOPICS.earnProducts },
  } satisfies ReadSpec<unknown>;
}

/**
 * §4 the flexible bonus applies only inside its promo window, which the award pool gives; read in
 * the same wave as the product (it is public), and never blocking: unknown, no bonus is shown.
 */
export function awardPoolRead(asset: string) {
  return {
    key: ['earn.awardPool', asset],
    load: (c, signal) => simpleEarnApi(c).awardPool({ asset }, { signal }),
    options: { requiresLogin: false, topic: TOPICS.earnProducts },
  } satisfies ReadSpec<unknown>;
}

/** The flexible holding read as `useFlexibleHolding` makes it (for `prefetchReads`). */
export function flexibleHoldingRead(asset: string): ReadSpec<FlexibleHolding | null> {
  return {
    key: ['earn.holding', asset],
    load: async (client, signal) => {
      const page = await simpleEarnApi(client).holdings(
        { page: 1, limit: TABLE_PAGE_SIZE, asset },
        { signal },
      );
      return page.list.find((h) => h.asset === asset) ?? null;
    },
    options: { topic: TOPICS.earnHoldings },
  };
}

/**
 * The reads the subscribe form makes as it opens (`useSubscribeReads` and the form's account mode),
 * for the dialog to start while the form's code loads. Until the product detail says a product is
 * fixed, the form reads as for flexible, whichever product it opens on; the balance is the
 * provider's tracker's.
 */
export function subscribeOpenReads(
  wealth: WealthContextValue,
  asset: string,
  verified: boolean,
): Array<ReadSpec<unknown>> {
  return [
    coinInfoRead(asset, wealth.user, verified),
    flexibleHoldingRead(asset),
    awardPoolRead(asset),
    currentAccountModeRead(wealth.store, wealth.user),
  ];
}
