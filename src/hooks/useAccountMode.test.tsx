import { screen, waitFor } from '@testing-library/react';
import { callsTo, renderOnSandbox } from '../../tests/helpers/renderOnSandbox';
import { ROUTES } from '../api';
import { composeScenario, SCENARIOS } from '../sandbox';
import { useAccountMode } from './useAccountMode';

const MODE_PATH = ROUTES.sharedAccountMode.path;

function Probe({ name }: { name: string }) {
  const { mode, unified, spotOrUnified } = useAccountMode();
  return <output aria-label={name}>{`${mode ?? 'none'}|${unified}|${spotOrUnified}`}</output>;
}

const probes = (
  <>
    <Probe name="first" />
    <Probe name="second" />
  </>
);

function inMode(mode: 'classic' | 'multi_currency' | 'single_currency') {
  return composeScenario(SCENARIOS.regular, { name: `regular-${mode}`, account: { mode } });
}

describe('useAccountMode (§6, §7 GET unified/account_mode)', () => {
  describe.each([
    ['classic', 'classic|false|spot'],
    ['multi_currency', 'multi_currency|true|unified'],
    ['single_currency', 'single_currency|true|unified'],
  ] as const)('given a signed-in customer in mode %s', (mode, expected) => {
    it(`reads ${expected}, with one request for every widget of the provider`, async () => {
      const { exchange } = renderOnSandbox(probes, { scenario: inMode(mode) });
      await waitFor(() => expect(screen.getByRole('status', { name: 'first' })).toHaveTextContent(expected));
      expect(screen.getByRole('status', { name: 'second' })).toHaveTextContent(expected);
      expect(callsTo(exchange, MODE_PATH)).toHaveLength(1);
    });
  });

  describe('given a logged-out visitor in a unified mode', () => {
    it('asks nothing and reads the spot wording', async () => {
      const { exchange } = renderOnSandbox(probes, {
        scenario: composeScenario(SCENARIOS['logged-out'], { account: { mode: 'multi_currency' } }),
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByRole('status', { name: 'first' })).toHaveTextContent('none|false|spot');
      expect(callsTo(exchange, MODE_PATH)).toHaveLength(0);
    });
  });

  describe('given the account mode cannot be read', () => {
    it('falls back to the spot wording', async () => {
      const { exchange } = renderOnSandbox(<Probe name="first" />, {
        scenario: inMode('multi_currency'),
        before: (e) => e.faults.inject({ path: MODE_PATH, fault: { kind: 'network' } }),
      });
      await waitFor(() => expect(callsTo(exchange, MODE_PATH)).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByRole('status', { name: 'first' })).toHaveTextContent('none|false|spot');
    });
  });
});
