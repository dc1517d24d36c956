import { warnOnce } from './warnOnce';
/**
 * The coin a widget is about, under one name across every widget (issue 17 item 6): `coin`, as the
 * staking and dual widgets and the §2 routes of those products call it. The Simple Earn widgets
 * called it `asset`; that name is still accepted, deprecated, until the next minor version.
 */
export type CoinProp =
  | {
      /** The coin, e.g. 'USDT'. */
      coin: string;
      /** @deprecated Renamed `coin`; accepted until the next minor version. */
      asset?: undefined;
    }
  | {
      coin?: undefined;
      /** @deprecated Renamed `coin`; accepted until the next minor version. */
      asset: string;
    };

/** The coin of a widget's props; tells the developer once per widget (console.warn) that `asset` is deprecated. */
export function coinOf(
  props: { coin?: string | undefined; asset?: string | undefined },
  widget: string,
): string {
  if (props.coin !== undefined) return props.coin;
  if (props.asset === undefined) throw new TypeError(`wealthkit: ${widget} needs a coin (the coin prop)`);
  // Once per widget: the host's developer must hear of it before the alias goes.
  warnOnce(
    `asset:${widget}`,
    `wealthkit: ${widget}'s asset prop is renamed coin; asset is accepted until the next minor version.`,
  );
  return props.asset;
}
