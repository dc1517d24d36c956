import {
  composeScenario,
  createMemoryStorage,
  createSandboxExchange,
  type SandboxExchange,
  SCENARIOS,
  type ScenarioDefinition,
} from '../../src/sandbox';

/**
 * The scenarios a sandbox frame can run (`scenario` query parameter): the named sandbox presets,
 * plus `fund-password`, the regular customer whose exchange asks for fund password 246810 (§4),
 * so a demo or test can walk the prompt in the frame. Loaded only when the frame is on the sandbox.
 */
export const FRAME_SCENARIOS: Readonly<Record<string, ScenarioDefinition>> = {
  ...SCENARIOS,
  'fund-password': /* @__PURE__ */ composeScenario(SCENARIOS.regular, {
    name: 'fund-password',
    account: { fundPassword: '246810' },
  }),
};

/** The scenario a name selects; the regular customer for a missing or unknown name. */
export function frameScenario(name: string | undefined): ScenarioDefinition {
  return (
    (name !== undefined && Object.hasOwn(FRAME_SCENARIOS, name) && FRAME_SCENARIOS[name]) || SCENARIOS.regular
  );
}

/** A fresh in-memory sandbox exchange on the named scenario. */
export function frameExchange(name: string | undefined): SandboxExchange {
  return createSandboxExchange({ scenario: frameScenario(name), storage: createMemoryStorage() });
}
