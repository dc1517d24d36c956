// The flexible redeem form's reads, in a module of their own: RedeemModal's shell starts them as the
// dialog opens, so this module (and what it imports) lands in a host's first chunk.
import { sharedApi } from '../../api/endpoints/shared';
import { simpleEarnApi } from '../../api/endpoints/simpleEarn';
import { coinInfoQuery } from '../../flows/coinInfoQuery';
import { TOPICS } from '../../state/topics';
import type { WealthContextValue, WealthUser } from '../context';
import type { ReadSpec } from '../prefetchReads';
import { flexibleHoldingRead } from './subscribeOpenReads';

/** The product detail (§7 coin-info) as the redeem page reads it: its lend ratio (§5). */
export function redeemCoinInfoRead(asset: string, user: WealthUser) {
  const query = coinInfoQuery(asset, user, 'redeem');
  return {
    key: ['earn.coinInfo', query],
    load: (c, signal) => simpleEarnApi(c).coinInfo(query, { signal }),
    options: { requiresLogin: false, topic: TOPICS.earnProducts },
  } satisfies ReadSpec<unknown>;
}

/** §5 the coin's decimals (lend-earn coin info); public. */
export function lendEarnCoinRead(asset: string) {
  return {
    key: ['shared.lendEarnCoinInfo', asset],
    load: (c, signal) => sharedApi(c).lendEarnCoinInfo({ coin: asset }, { signal }),
    options: { requiresLogin: false, topic: TOPICS.earnProducts },
  } satisfies ReadSpec<unknown>;
}

/** The reads the redeem form makes as it opens (`useRedeemForm`), for the dialog to start early. */
export function redeemOpenReads(wealth: WealthContextValue, asset: string): Array<ReadSpec<unknown>> {
  return [flexibleHoldingRead(asset), redeemCoinInfoRead(asset, wealth.user), lendEarnCoinRead(asset)];
}
