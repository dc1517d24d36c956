import { useState } from 'react';
import type { Id } from '../../api';
import { launchPoolMessages } from '../../i18n/features/launchPool';
import { useWealth } from '../context';
import { useMessages } from '../useMessages';
import { type MoneyWidgetProps, useWidgetOpen } from '../useWidgetOpen';
import { useLaunchPoolProject } from './useLaunchPoolProject';

/**
 * What the launch pool stake and redeem modals share: the open state (closing clears the amount and
 * runs the modal's own reset), the project read while open, and the amount typed.
 */
export function useLaunchPoolDialog(
  widget: 'launch-pool-stake' | 'launch-pool-redeem',
  options: MoneyWidgetProps & { pid: Id },
  onClosed: () => void,
) {
  useMessages(launchPoolMessages);
  const wealth = useWealth();
  const [amount, setAmount] = useState('');
  const [open, setOpen] = useWidgetOpen(widget, options, () => {
    setAmount('');
    onClosed();
  });
  const project = useLaunchPoolProject(options.pid, open);
  return { wealth, open, setOpen, project, amount, setAmount };
}
