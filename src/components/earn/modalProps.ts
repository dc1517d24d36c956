import type { ReactNode } from 'react';
import type { ClosePayload, SuccessPayload } from '../../domain';

/** The props every Simple Earn money modal shares (Radix-style open state, embed-shaped events). */
export interface EarnModalProps {
  /** Whether the modal is open (controlled). */
  open?: boolean;
  /** Whether the modal starts open when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Called once the exchange accepted the action; the same payload the embed posts as `success`. */
  onSuccess?: (payload: SuccessPayload) => void;
  /** Called when the customer closes the modal; the same payload the embed posts as `close`. */
  onClose?: (payload: ClosePayload) => void;
  /**
   * An element that opens the modal, e.g. your Subscribe button. It becomes the dialog trigger, so
   * focus returns to it when the modal closes. @default none (control `open` yourself)
   */
  trigger?: ReactNode;
}
