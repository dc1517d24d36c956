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
  if (props.coin !== undefined || props.asset === undefined) return requireCoin(props.coin, widget);
  // Once per widget: the host's developer must hear of it before the alias goes.
  warnOnce(
    `asset:${widget}`,
    `wealthkit: ${widget}'s asset prop is renamed coin; asset is accepted until the next minor version.`,
  );
  return props.asset;
}

/**
 * A widget's coin, or the sentence every widget throws without one: a host in plain JavaScript
 * that leaves it out hears which widget and which prop, not a TypeError from deep in a hook.
 */
export function requireCoin(coin: string | undefined, widget: string): string {
  if (typeof coin !== 'string') throw new TypeError(`wealthkit: ${widget} needs a coin (the coin prop)`);
  return coin;
}
