import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DualPurchaseDialog,
  HoldingDetail,
  StakeDialog,
  StakingAprTrendDialog,
  SubscribeModal,
} from '../../src';
import { StakingPage } from '../../src/pages';
import { renderOnSandbox } from '../helpers/renderOnSandbox';

// What a host written in plain JavaScript gets when it leaves out a widget's coin: the widget's
// name and the prop, the same sentence from every widget, not a TypeError from deep in a hook
// ("Cannot read properties of undefined (reading 'trim')", as the staking and dual widgets threw).
const noCoin = {} as { coin: string };

describe('given a widget rendered without its coin', () => {
  // React reports the error it rethrows; the test reads the thrown one.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each<[string, ReactElement]>([
    ['SubscribeModal', <SubscribeModal key="s" {...noCoin} defaultOpen />],
    ['HoldingDetail', <HoldingDetail key="h" {...noCoin} orderType="flexible" />],
    ['StakeDialog', <StakeDialog key="st" {...noCoin} defaultOpen />],
    ['StakingAprTrendDialog', <StakingAprTrendDialog key="a" {...noCoin} defaultOpen />],
    ['DualPurchaseDialog', <DualPurchaseDialog key="d" {...noCoin} type="call" defaultOpen />],
    ['StakingPage', <StakingPage key="p" {...noCoin} />],
  ])('then %s says it needs a coin', (name, element) => {
    expect(() => renderOnSandbox(element, { scenario: 'regular' })).toThrow(
      `wealthkit: ${name} needs a coin (the coin prop)`,
    );
  });
});
