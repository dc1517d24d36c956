import { screen, waitFor } from '@testing-library/react';
import { renderOnSandbox } from '../../../tests/helpers/renderOnSandbox';
import { useStakingDialog } from './useStakingDialog';

/** What each render of the hook saw of the §4 modal state, in order. */
function Probe({ defaultOpen, seen }: { defaultOpen: boolean; seen: boolean[] }) {
  const { state } = useStakingDialog(
    'stake',
    { coin: 'GT', defaultOpen },
    () => undefined,
    () => ({ ready: true, hasQuickRedeem: false }),
  );
  seen.push(state.open);
  return <output aria-label="modal">{`${state.open}|${state.target}`}</output>;
}

describe('useStakingDialog (§4 modal targets)', () => {
  describe('given a stake dialog mounted open (a frame, a host page with `defaultOpen`)', () => {
    it('is open on main from its first render, not from an effect that renders the dialog again', async () => {
      const seen: boolean[] = [];
      renderOnSandbox(<Probe defaultOpen seen={seen} />);
      await waitFor(() =>
        expect(screen.getByRole('status', { name: 'modal' })).toHaveTextContent('true|main'),
      );
      expect(seen[0]).toBe(true);
      expect(seen).not.toContain(false);
    });
  });

  describe('given a stake dialog mounted closed (a trigger on the host page)', () => {
    it('stays closed until it is opened', async () => {
      const seen: boolean[] = [];
      renderOnSandbox(<Probe defaultOpen={false} seen={seen} />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByRole('status', { name: 'modal' })).toHaveTextContent('false|main');
      expect(seen).not.toContain(true);
    });
  });
});
