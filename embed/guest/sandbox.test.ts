import { SCENARIOS } from '../../src/sandbox';
import { FRAME_SCENARIOS, frameExchange, frameScenario } from './sandbox';

describe('guest sandbox: given the scenario query parameter', () => {
  it('selects every named sandbox scenario by its name', () => {
    for (const [name, scenario] of Object.entries(SCENARIOS)) expect(frameScenario(name)).toBe(scenario);
  });

  it('has fund-password: the regular customer whose exchange asks for 246810 (§4)', () => {
    expect(frameScenario('fund-password')).toBe(FRAME_SCENARIOS['fund-password']);
    expect(frameExchange('fund-password').state.data.account.fundPassword).toBe('246810');
    expect(frameExchange(undefined).state.data.account.fundPassword).toBeNull();
  });

  it.each([[undefined], ['nope'], ['constructor'], ['__proto__'], ['toString']])(
    'falls back to the regular customer for %s',
    (name) => {
      expect(frameScenario(name)).toBe(SCENARIOS.regular);
    },
  );
});
