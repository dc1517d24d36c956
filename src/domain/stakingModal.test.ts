import { STAKE_MODE, STAKING_MODAL_TARGET, type StakingModalTarget } from './enums';
import {
  initialStakingModalState,
  initialStakingModalTarget,
  type StakingModalState,
  stakingModalReducer,
} from './stakingModal';

describe('§4 staking modal: the initial target', () => {
  it.each([
    [STAKE_MODE.CREDIT_DEBT, true, 'redeem_type_select'],
    [STAKE_MODE.CREDIT_DEBT, false, 'main'],
    [STAKE_MODE.STAKING, true, 'main'],
    [STAKE_MODE.CREDIT, true, 'main'],
  ] as const)('mode %i with quick redeem %s opens on %s', (mode, hasQuickRedeem, target) => {
    expect(initialStakingModalTarget({ mode, hasQuickRedeem })).toBe(target);
    expect(
      stakingModalReducer(initialStakingModalState(), { type: 'open', context: { mode, hasQuickRedeem } }),
    ).toMatchObject({
      open: true,
      target,
      amount: '',
    });
  });
});

describe('§4 staking modal transitions: given an open modal with an amount typed', () => {
  const context = { mode: STAKE_MODE.STAKING, hasQuickRedeem: false };
  const open: StakingModalState = { open: true, target: 'main', amount: '12', agreed: true, context };

  it.each([
    ['rate', 'main'],
    ['faq', 'main'],
    ['bonus_rules', 'main'],
    ['extra_bonus', 'extra_bonus'],
    ['stake_success', 'stake_success'],
  ] as const)('when going back from %s the target is %s', (from, to) => {
    expect(stakingModalReducer({ ...open, target: from }, { type: 'back' }).target).toBe(to);
  });

  it.each(Object.values(STAKING_MODAL_TARGET))(
    'when closing from %s everything resets',
    (target: StakingModalTarget) => {
      expect(stakingModalReducer({ ...open, target }, { type: 'close' })).toEqual(
        initialStakingModalState(context),
      );
    },
  );

  it('closing a credit-debt modal resets to its redeem type selector', () => {
    const debt = { mode: STAKE_MODE.CREDIT_DEBT, hasQuickRedeem: true };
    expect(stakingModalReducer({ ...open, context: debt }, { type: 'close' })).toMatchObject({
      open: false,
      target: 'redeem_type_select',
      amount: '',
    });
  });

  it('continue staking clears the amount and returns to main', () => {
    const success = stakingModalReducer(open, { type: 'stakeSucceeded' });
    expect(success.target).toBe('stake_success');
    expect(stakingModalReducer(success, { type: 'continueStaking' })).toMatchObject({
      target: 'main',
      amount: '',
    });
  });

  it.each([
    [{ type: 'navigate', target: 'faq' } as const, { target: 'faq' }],
    [{ type: 'setAmount', amount: '3' } as const, { amount: '3' }],
    [{ type: 'setAgreed', agreed: false } as const, { agreed: false }],
    [{ type: 'redeemSucceeded' } as const, { target: 'redeem_success' }],
  ])('when %j the state has %j', (event, patch) => {
    expect(stakingModalReducer(open, event)).toEqual({ ...open, ...patch });
  });
});
