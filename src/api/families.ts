import type { WealthClient } from './client';
import type { RouteGroup } from './routeSpec';
import type { Transport } from './transport';

/** The §7 groups as the client exposes them (`client.staking`, ...): the route table's groups. */
export type FamilyName = RouteGroup;

const FAMILY_NAMES: readonly FamilyName[] = [
  'shared',
  'launchPool',
  'simpleEarn',
  'fixed',
  'staking',
  'dual',
];

/** The families whose code is in the bundle: each registers itself when a widget first uses it. */
const factories = new Map<FamilyName, (transport: Transport) => unknown>();

/**
 * How the widgets reach a family of calls: `stakingApi(client).stake(...)` is `client.staking`, and
 * importing it brings the family's code (its routes and calls) into the bundle. A host whose page
 * has only the subscribe modal so ships no staking, dual or launch pool calls.
 */
export function familyAccessor<K extends FamilyName>(
  name: K,
  factory: (transport: Transport) => WealthClient[K],
): (client: WealthClient) => WealthClient[K] {
  factories.set(name, factory);
  return (client) => client[name];
}

/**
 * A client like the provider's whose calls go through `transport`: the frame's early reads use it
 * to learn which requests the widget will make, without an HTTP client of their own.
 */
export function clientOver(transport: Transport): WealthClient {
  const made = new Map<FamilyName, unknown>();
  const client = { vip: transport.vip, request: (request) => transport.request(request) } as WealthClient;
  for (const name of FAMILY_NAMES) {
    Object.defineProperty(client, name, {
      enumerable: true,
      get() {
        if (!made.has(name)) {
          const factory = factories.get(name);
          if (!factory)
            throw new Error(
              `wealthkit: client.${name} is not in this bundle (no widget uses it); give WealthProvider a client made with createWealthClient to call it yourself`,
            );
          made.set(name, factory(transport));
        }
        return made.get(name);
      },
    });
  }
  return client;
}
