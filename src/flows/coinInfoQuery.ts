// Its own module: a dialog's shell reads coin-info as it opens (subscribeOpenReads), and a shared
// module lands whole in the host's first chunk.

/** The page a flexible product detail is read for (§7 coin-info show_page; the values are ours). */
export type CoinInfoPage = 'subscribe' | 'redeem' | 'min-apr';

/**
 * The query of every flexible product detail read (§7 coin-info): the coin, the customer's KYC
 * level, the page asking (show_page) and §6's verified flag as 1 or 0.
 */
export function coinInfoQuery(
  asset: string,
  user: { kycLevel: number; verified: boolean },
  page: CoinInfoPage,
): { coin: string; kyc_level: number; show_page: CoinInfoPage; verified: 0 | 1 } {
  return { coin: asset, kyc_level: user.kycLevel, show_page: page, verified: user.verified ? 1 : 0 };
}
