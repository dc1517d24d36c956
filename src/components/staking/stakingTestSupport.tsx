export { bodiesTo, callsTo, renderOnSandbox, sandboxClient } from '../../../tests/helpers/renderOnSandbox';

import type { SandboxExchange } from '../../sandbox';
import { type StakingProductConfig, stakingSlice } from '../../sandbox/products/staking/model';

/** A sandbox staking product, to change a term the way an exchange operator would. */
export function stakingProduct(exchange: SandboxExchange, coin: string): StakingProductConfig {
  const product = stakingSlice(exchange.state.context).products.find((p) => p.coin === coin);
  if (!product) throw new Error(`no ${coin} staking product`);
  return product;
}
