/**
 * `wealthkit/embed`: what a host page needs to talk to a wealthkit iframe. The protocol is here;
 * the host SDK (`mountWealthFrame`, `<WealthFrame>`) builds on it.
 */
export * from './protocol';
