import type { ReactNode } from 'react';
import type { WidgetOpenProps } from '../../hooks/useWidgetOpen';
import type { WidgetTriggerProps } from '../ui/WidgetDialog';

/** What every Simple Earn settings dialog takes (§2 "Modals of Simple Earn"): one asset's setting. */
export interface SettingsDialogProps extends WidgetOpenProps, WidgetTriggerProps {
  /** The flexible asset the setting belongs to (§4: settings are per asset). */
  asset: string;
  /** Called whenever the dialog closes (confirmed, failed, cancelled). @default none */
  onClose?: () => void;
  /** @deprecated The opener as children: use `trigger`, which every widget takes. */
  children?: ReactNode;
}
