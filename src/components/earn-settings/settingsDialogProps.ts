import type { ReactNode } from 'react';
import type { WidgetOpenProps } from '../../hooks/useWidgetOpen';
import type { CoinProp } from '../coinProp';
import type { WidgetTriggerProps } from '../ui/WidgetDialog';

/**
 * What every Simple Earn settings dialog takes (§2 "Modals of Simple Earn"): one coin's setting,
 * `coin` (§4: settings are per coin; `asset` is its deprecated name), and these.
 */
export type SettingsDialogProps = SettingsDialogOptions & CoinProp;

export interface SettingsDialogOptions extends WidgetOpenProps, WidgetTriggerProps {
  /** Called whenever the dialog closes (confirmed, failed, cancelled). @default none */
  onClose?: () => void;
  /** @deprecated The opener as children: use `trigger`, which every widget takes. @default none */
  children?: ReactNode;
}
