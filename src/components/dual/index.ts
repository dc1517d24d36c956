export { DualPurchaseDialog, type DualPurchaseDialogProps } from './DualPurchaseDialog';
