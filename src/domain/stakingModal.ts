import { STAKE_MODE, STAKING_MODAL_TARGET, type StakeMode, type StakingModalTarget } from './enums';

/**
 * §4 staking modal targets as a pure reducer. The hook keeps this state; the widgets render the
 * target. Only the transitions the spec states are modelled; anything else is a `navigate`.
 */

export interface StakingModalContext {
  /** §4 stake mode (credit 0, staking 1, credit debt 2). */
  readonly mode: StakeMode;
  /** Whether the product offers quick (fast) redemption (§3 extra.redeem_quick). */
  readonly hasQuickRedeem: boolean;
}

export interface StakingModalState {
  readonly open: boolean;
  readonly target: StakingModalTarget;
  /** The amount being typed in the main form. */
  readonly amount: string;
  /** The agreement checkbox of the stake form. */
  readonly agreed: boolean;
  /** What the modal was opened with; decides the target a reset goes back to. */
  readonly context: StakingModalContext;
}

/** §4: the first target is redeem_type_select for credit-debt (mode 2) with quick redeem, else main. */
export function initialStakingModalTarget(context: StakingModalContext): StakingModalTarget {
  return context.mode === STAKE_MODE.CREDIT_DEBT && context.hasQuickRedeem
    ? STAKING_MODAL_TARGET.REDEEM_TYPE_SELECT
    : STAKING_MODAL_TARGET.MAIN;
}

/** The state of a closed modal (also what closing returns to). */
export function initialStakingModalState(
  context: StakingModalContext = { mode: STAKE_MODE.STAKING, hasQuickRedeem: false },
): StakingModalState {
  return { open: false, target: initialStakingModalTarget(context), amount: '', agreed: false, context };
}

export type StakingModalEvent =
  | { readonly type: 'open'; readonly context: StakingModalContext }
  | { readonly type: 'close' }
  | { readonly type: 'navigate'; readonly target: StakingModalTarget }
  | { readonly type: 'back' }
  | { readonly type: 'setAmount'; readonly amount: string }
  | { readonly type: 'setAgreed'; readonly agreed: boolean }
  | { readonly type: 'stakeSucceeded' }
  | { readonly type: 'redeemSucceeded' }
  | { readonly type: 'continueStaking' };

/** Sub-views whose back action returns to main (§4: rate, FAQ and bonus rules). */
const RETURNS_TO_MAIN: readonly StakingModalTarget[] = [
  STAKING_MODAL_TARGET.RATE,
  STAKING_MODAL_TARGET.FAQ,
  STAKING_MODAL_TARGET.BONUS_RULES,
];

/**
 * §4 transitions: opening starts at the initial target; closing resets everything; `back` from
 * rate, FAQ or bonus rules returns to main (from any other target it does nothing); a successful
 * stake or redeem shows its success view; continue staking clears the amount and returns to main.
 */
export function stakingModalReducer(state: StakingModalState, event: StakingModalEvent): StakingModalState {
  switch (event.type) {
    case 'open':
      return { ...initialStakingModalState(event.context), open: true };
    case 'close':
      return initialStakingModalState(state.context);
    case 'navigate':
      return { ...state, target: event.target };
    case 'back':
      return RETURNS_TO_MAIN.includes(state.target) ? { ...state, target: STAKING_MODAL_TARGET.MAIN } : state;
    case 'setAmount':
      return { ...state, amount: event.amount };
    case 'setAgreed':
      return { ...state, agreed: event.agreed };
    case 'stakeSucceeded':
      return { ...state, target: STAKING_MODAL_TARGET.STAKE_SUCCESS };
    case 'redeemSucceeded':
      return { ...state, target: STAKING_MODAL_TARGET.REDEEM_SUCCESS };
    case 'continueStaking':
      return { ...state, amount: '', target: STAKING_MODAL_TARGET.MAIN };
  }
}
