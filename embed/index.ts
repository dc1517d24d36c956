/**
 * `wealthkit/embed`: what a host page needs to frame wealthkit. `mountWealthFrame` has no React in
 * its path; `<WealthFrame>` builds on it for React hosts. The protocol (envelope, validators,
 * origin check) is exported for hosts that want to check messages themselves.
 */
export {
  type FrameParams,
  type MountWealthFrameOptions,
  mountWealthFrame,
  type WealthFrameHandle,
} from './host';
export * from './protocol';
export { WealthFrame, type WealthFrameProps } from './WealthFrame';
