// The flexible redeem form's reads, in a module of their own: RedeemModal's shell starts them as the
// dialog opens, so this module (and what it imports) lands in a host's first chunk.
import { sharedApi } from '../../api/endpoints/shared';
import { TOPICS } from '../../state/topics';
import type { WealthContextValue } from '../context';
import type { ReadSpec } from '../prefetchReads';
import { coinInfoRead, flexibleHoldingRead } from './subscribeOpenReads';

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
  const { user } = wealth;
  return [
    flexibleHoldingRead(asset),
    coinInfoRead(asset, user, user.verified, 'redeem'),
    lendEarnCoinRead(asset),
  ];
}
