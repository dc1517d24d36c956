import type { ProductModule } from '../module';
import { dualModule } from './dual/module';
import { fixedModule } from './fixed';
import { flexibleModule } from './flexible';
import { launchPoolModule } from './launchPool';
import { sharedModule } from './shared';
import { stakingModule } from './staking/module';

/**
 * The product modules an exchange runs by default, in tick order. Launch pool, staking and dual add
 * themselves here (see the contract at the top of exchange.ts).
 */
export const PRODUCT_MODULES: readonly ProductModule<unknown>[] = [
  sharedModule as ProductModule<unknown>,
  flexibleModule as ProductModule<unknown>,
  fixedModule as ProductModule<unknown>,
  launchPoolModule as ProductModule<unknown>,
  stakingModule as ProductModule<unknown>,
  dualModule as ProductModule<unknown>,
];
