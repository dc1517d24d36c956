import { DAY_MS, maxDec, msToSeconds, STAKE_MODE, startOfDay } from '../../../domain';
import type { ExtraInterestConfig, StakingExtraConfig, StakingProductConfig } from './model';

/**
 * The staking products every sandbox starts with: one of each §1 family, plus an exchange-type
 * asset. Coins are chosen so §9 holds (ETH and BTC have no staking) and so the regular scenario's
 * wallet (GT, USDT, USDC) can stake some of them.
 *
 * | coin | family | what it shows |
 * |------|--------|---------------|
 * | GT   | token | ladder bonus campaign (processing), VIP discount tiers, fast redemption with a daily quota, standard 1–3 days, no borrowed funds |
 * | USDT | protocol (DeFi) | pids 11 and 12 with their own rates and reward terms; pid 12's campaign has not started |
 * | DOGE | web3-task | extra_interest_task (interest_key, jump_web) bonus |
 * | USDD | credit/debt (mode 2) | debt ids 21 and 22; redemption pays USDC (§9 default debt redeem coin); unlimited fast quota |
 * | SOL  | token, exchange-type asset | staking SOL gives GTSOL at exchange_rate; redeeming pays SOL at exchange_rate_reverse |
 */

const STANDARD_ONLY: StakingExtraConfig = {
  redeem_period_txt: '',
  redeem_quick: 0,
  redeem_quick_long: 0,
  redeem_quick_fee: '0',
  redeem_fee: '0',
  redeem_control: [{ redeem: 1 }],
  redeem_minday: 0,
  redeem_maxday: 0,
};

function campaign(
  nowMs: number,
  fromDay: number,
  toDay: number,
  rewardCoin: string,
  tiers: ExtraInterestConfig['interest'],
): ExtraInterestConfig {
  const today = startOfDay(nowMs);
  return {
    max_interest: maxDec(...tiers.map((t) => t.money_rate)).toString(),
    reward_coin: rewardCoin,
    start_time: msToSeconds(today + fromDay * DAY_MS),
    end_time: msToSeconds(today + toDay * DAY_MS),
    interest: tiers,
  };
}

/** The default products; campaign windows are relative to the start of the clock. */
export function defaultStakingProducts(nowMs: number): StakingProductConfig[] {
  const common = {
    vip_config: [],
    min_mortgage_amount: '1',
    min_redeem_amount: '1',
    personal_mortgage_limit: '-1',
    crowd_mortgage_limit: '-1',
    reward_delay_days: 0,
    interest_days: 0,
    income_days: 0,
    borrow_support: 1 as const,
    exchange: null,
    extra_interest: null,
    extra_interest_type: '' as const,
    extra_interest_task: null,
    extra: STANDARD_ONLY,
    quick_daily_quota: '0',
    sources: null,
    agreement: '/legal/staking-user-agreement',
    tips: '',
  };
  return [
    {
      ...common,
      key: 'gt-token',
      family: 'token',
      coin: 'GT',
      name: 'GT Staking',
      type: STAKE_MODE.STAKING,
      reward_coin: 'GT',
      base_rate: '4',
      fee_rate: '10',
      vip_config: [
        { min_tier: 1, max_tier: 4, vip_sale: '0.9' },
        { min_tier: 5, max_tier: 16, vip_sale: '0.5' },
      ],
      personal_mortgage_limit: '100000',
      crowd_mortgage_limit: '500000',
      reward_delay_days: 1,
      borrow_support: 0,
      extra_interest: campaign(nowMs, -2, 10, 'GT', [
        { money_min: '0', money_max: '1000', money_rate: '3' },
        { money_min: '1000', money_max: '-1', money_rate: '1' },
      ]),
      extra_interest_type: 'ladder',
      extra: {
        redeem_period_txt: '1-3 days',
        redeem_quick: 1,
        redeem_quick_long: 30,
        redeem_quick_fee: '0.5',
        redeem_fee: '0',
        redeem_control: [{ redeem: 1 }],
        redeem_minday: 1,
        redeem_maxday: 3,
      },
      quick_daily_quota: '500',
    },
    {
      ...common,
      key: 'usdt-defi',
      family: 'protocol',
      coin: 'USDT',
      name: 'USDT DeFi Staking',
      type: STAKE_MODE.STAKING,
      reward_coin: 'USDT',
      base_rate: '3.2',
      fee_rate: '5',
      min_mortgage_amount: '10',
      min_redeem_amount: '10',
      income_days: 1,
      extra: { ...STANDARD_ONLY, redeem_fee: '0.1', redeem_period_txt: '1 day' },
      sources: {
        kind: 'defi',
        list: [
          {
            pid: 11,
            protocol_name: 'Aave V3',
            base_rate: '3.2',
            reward: {
              reward_coin: 'USDT',
              reward_delay_days: 0,
              interest_delay_days: 1,
              fee_rate: '5',
              income_days: 1,
              min_redeem_amount: '10',
              vip_config: [{ min_tier: 5, max_tier: 16, vip_sale: '0.5' }],
            },
            extra_interest: null,
          },
          {
            pid: 12,
            protocol_name: 'Compound',
            base_rate: '2.8',
            reward: {
              reward_coin: 'COMP',
              reward_delay_days: 1,
              interest_delay_days: 0,
              fee_rate: '0',
              income_days: 2,
              min_redeem_amount: '20',
              vip_config: [],
            },
            extra_interest: campaign(nowMs, 3, 33, 'USDT', [
              { money_min: '0', money_max: '-1', money_rate: '2' },
            ]),
          },
        ],
      },
    },
    {
      ...common,
      key: 'doge-web3',
      family: 'web3-task',
      coin: 'DOGE',
      name: 'DOGE Web3 Task Staking',
      type: STAKE_MODE.STAKING,
      reward_coin: 'DOGE',
      base_rate: '2',
      fee_rate: '0',
      min_mortgage_amount: '100',
      min_redeem_amount: '100',
      extra_interest: campaign(nowMs, -1, 20, 'GT', [{ money_min: '0', money_max: '-1', money_rate: '5' }]),
      extra_interest_type: 'task',
      extra_interest_task: { interest_key: 'web3_wallet_first_swap', jump_web: '/web3/tasks' },
    },
    {
      ...common,
      key: 'usdd-credit',
      family: 'credit-debt',
      coin: 'USDD',
      name: 'USDD Credit Staking',
      type: STAKE_MODE.CREDIT_DEBT,
      reward_coin: 'USDD',
      base_rate: '6',
      fee_rate: '0',
      min_mortgage_amount: '10',
      min_redeem_amount: '10',
      extra: {
        ...STANDARD_ONLY,
        redeem_quick: 1,
        redeem_quick_long: 10,
        redeem_quick_fee: '0.2',
        redeem_fee: '0',
        redeem_minday: 2,
        redeem_maxday: 2,
        redeem_period_txt: '2 days',
      },
      quick_daily_quota: '-1',
      sources: {
        kind: 'debt',
        list: [21, 22].map((pid) => ({
          pid,
          protocol_name: pid === 21 ? 'Credit Desk A' : 'Credit Desk B',
          base_rate: pid === 21 ? '6' : '7.5',
          reward: {
            reward_coin: 'USDD',
            reward_delay_days: 0,
            interest_delay_days: 0,
            fee_rate: '0',
            income_days: 0,
            min_redeem_amount: '10',
            vip_config: [],
          },
          extra_interest: null,
        })),
      },
    },
    {
      ...common,
      key: 'sol-exchange',
      family: 'token',
      coin: 'SOL',
      name: 'SOL Liquid Staking',
      type: STAKE_MODE.STAKING,
      reward_coin: 'SOL',
      base_rate: '6.5',
      fee_rate: '8',
      min_mortgage_amount: '0.1',
      min_redeem_amount: '0.1',
      income_days: 2,
      exchange: { asset: 'GTSOL', rate: '0.96', reverse: '1.04166666' },
      extra: { ...STANDARD_ONLY, redeem_fee: '0.05', redeem_period_txt: '2 days' },
    },
  ];
}
