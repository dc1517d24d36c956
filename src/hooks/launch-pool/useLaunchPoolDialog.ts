import type { Id } from '../../api';
import { launchPoolMessages } from '../../i18n/features/launchPool';
import { useWealth } from '../context';
import { useAmountCell } from '../formStore';
import { useMessages } from '../useMessages';
import { type MoneyWidgetProps, useWidgetOpen } from '../useWidgetOpen';
import { useLaunchPoolProject } from './useLaunchPoolProject';

/**
 * What the launch pool stake and redeem modals share: the open state (closing clears the amount and
 * runs the modal's own reset), the project read while open, and the amount typed (an `AmountCell`).
 */
export function useLaunchPoolDialog(
  widget: 'launch-pool-stake' | 'launch-pool-redeem',
  options: MoneyWidgetProps & { pid: Id },
  onClosed: () => void,
) {
  useMessages(launchPoolMessages);
  const wealth = useWealth();
  // Outside React state: the stake modal's parts read it, so a keystroke does not render its root.
  const amountCell = useAmountCell();
  const [open, setOpen] = useWidgetOpen(widget, options, () => {
    amountCell.set('');
    onClosed();
  });
  const project = useLaunchPoolProject(options.pid, open);
  return { wealth, open, setOpen, project, amountCell, setAmount: amountCell.set };
}
