import {
  coinIcons,
  DEFAULT_DEBT_REDEEM_COIN,
  hasStaking,
  isNonUsdAsset,
  isRecommendedAsset,
  parseCoinList,
  RECOMMENDED_ASSETS,
} from './assets';

describe('§9 asset lists', () => {
  it.each([
    ['USDT', false],
    ['USDC', false],
    ['USD', false],
    ['USDD', false],
    ['usdt', false],
    ['BTC', true],
    ['TUSD', true],
  ])('%s is non-USD: %s', (asset, nonUsd) => {
    expect(isNonUsdAsset(asset)).toBe(nonUsd);
  });

  it.each([
    ['ETH', false],
    ['btc', false],
    ['DOT', true],
  ])('%s has staking: %s', (asset, staking) => {
    expect(hasStaking(asset)).toBe(staking);
  });

  it.each([
    ['BTC', true],
    ['eth', true],
    ['USDT', true],
    ['SOL', false],
  ])('%s is recommended: %s', (asset, recommended) => {
    expect(isRecommendedAsset(asset)).toBe(recommended);
  });

  it('§9 recommends BTC, ETH, USDT and redeems debt in USDC by default', () => {
    expect(RECOMMENDED_ASSETS).toEqual(['BTC', 'ETH', 'USDT']);
    expect(DEFAULT_DEBT_REDEEM_COIN).toBe('USDC');
  });
});

describe('§9 coin list shows at most 5 icons', () => {
  it.each([
    [[], [], 0],
    [['A', 'B'], ['A', 'B'], 0],
    [['A', 'B', 'C', 'D', 'E'], ['A', 'B', 'C', 'D', 'E'], 0],
    [['A', 'B', 'C', 'D', 'E', 'F', 'G'], ['A', 'B', 'C', 'D', 'E'], 2],
  ])('%j shows %j and hides %i', (coins, shown, hiddenCount) => {
    expect(coinIcons(coins)).toEqual({ shown, hiddenCount });
  });
});

describe('§3 mortgage_coin is a comma-separated list', () => {
  it.each([
    ['DOT', ['DOT']],
    ['ETH, STETH ,', ['ETH', 'STETH']],
    ['', []],
    [null, []],
  ])('%j → %j', (list, coins) => {
    expect(parseCoinList(list)).toEqual(coins);
  });
});
