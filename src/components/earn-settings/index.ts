export { AprDetailModal, type AprDetailModalProps, type AprDetailTab } from './AprDetailModal';
export { AutoEarnConfirmDialog, type AutoEarnConfirmDialogProps } from './AutoEarnConfirmDialog';
export { AutoEarnSwitch, type AutoEarnSwitchProps } from './AutoEarnSwitch';
export { EditMinAprModal, type EditMinAprModalProps } from './EditMinAprModal';
export { SharePosterModal, type SharePosterModalProps } from './SharePosterModal';
