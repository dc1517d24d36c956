/**
 * The parts of the subscribe modal that only fixed and VIP products show, in one lazily loaded
 * chunk (see subscribeLazyParts.tsx): a host whose customers subscribe flexible never parses them
 * on page load.
 */
export { FixedSubscribeOptions } from './FixedSubscribeOptions';
export { VipSideCard } from './VipSideCard';
export { VoucherPicker } from './VoucherPicker';
