import type { ProductModule } from '../module';
import { fixedModule } from './fixed';
import { flexibleModule } from './flexible';
import { sharedModule } from './shared';

/**
 * The product modules an exchange runs by default, in tick order. Launch pool, staking and dual add
 * themselves here (see the contract at the top of exchange.ts).
 */
export const PRODUCT_MODULES: readonly ProductModule<unknown>[] = [
  sharedModule as ProductModule<unknown>,
  flexibleModule as ProductModule<unknown>,
  fixedModule as ProductModule<unknown>,
];
