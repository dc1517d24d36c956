import type { MoneyWidgetProps } from '../../hooks/useWidgetOpen';
import type { WidgetTriggerProps } from '../ui/WidgetDialog';

/** The props every Simple Earn money modal shares: the open contract, the embed's events, the opener. */
export interface EarnModalProps extends MoneyWidgetProps, WidgetTriggerProps {}
