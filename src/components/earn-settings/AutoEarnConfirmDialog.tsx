import { AUTO_EARN_STATUS, type AutoEarnStatus } from '../../domain';
import { useWealth } from '../../hooks/context';
import { useAutoEarnToggle } from '../../hooks/useAutoEarnToggle';
import { useMessages } from '../../hooks/useMessages';
import { autoEarnMessages } from '../../i18n/features/autoEarn';
import { coinOf } from '../coinProp';
import { Button } from '../ui/Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../ui/Dialog';
import type { SettingsDialogProps } from './settingsDialogProps';
import { useGatedOpen } from './useGatedOpen';

/** AutoEarnConfirmDialog's props: `coin` (`asset` is its deprecated name), the dialog's, and these. */
export type AutoEarnConfirmDialogProps = SettingsDialogProps & AutoEarnConfirmDialogOptions;

interface AutoEarnConfirmDialogOptions {
  /** The status to set once confirmed: '1' enables auto earn, '0' disables it (§4). */
  status: AutoEarnStatus;
  /** Called with the status the server accepted; the dialog then closes. @default none */
  onSuccess?: (status: AutoEarnStatus) => void;
  /**
   * Called once the dialog has closed, when focus is about to move; prevent the default and focus
   * the opener yourself when it is not the `trigger`.
   * @default focus goes back to the `trigger`
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Asks before switching auto earn of one asset on or off (§4). Confirm sends the status; success
 * toasts 'autoEarn.enabled' / 'autoEarn.disabled'. On failure the dialog closes and the server's
 * message (or 'Networkerr') toasts (§8 "Auto earn failure: the dialog closes"). Logged out, opening
 * asks the host to log in (§4). Exposes `data-state` on the dialog.
 */
export function AutoEarnConfirmDialog({
  coin,
  asset: alias,
  status,
  onSuccess,
  onCloseAutoFocus,
  ...dialog
}: AutoEarnConfirmDialogProps) {
  const asset = coinOf({ coin, asset: alias }, 'AutoEarnConfirmDialog');
  const trigger = dialog.trigger ?? dialog.children;
  useMessages(autoEarnMessages);
  const { t } = useWealth();
  const [isOpen, setOpen] = useGatedOpen(dialog);
  const toggle = useAutoEarnToggle({ asset, onSuccess });
  const enable = status === AUTO_EARN_STATUS.ON;

  const confirm = async () => {
    const result = await toggle.setStatus(status);
    // null: a second click while the first is in flight; the first one decides.
    if (result === null) return;
    const keepOpen =
      result.status === 'error' && !result.outcome.closeDialog && result.outcome.via !== 'login';
    if (!keepOpen) setOpen(false);
  };

  return (
    <Dialog open={isOpen} onOpenChange={(next) => (toggle.pending && !next ? undefined : setOpen(next))}>
      {trigger !== undefined && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        title={t(enable ? 'earnSettings.autoEarn.enableTitle' : 'earnSettings.autoEarn.disableTitle', {
          asset,
        })}
        description={t(enable ? 'earnSettings.autoEarn.enableBody' : 'earnSettings.autoEarn.disableBody', {
          asset,
        })}
        closeLabel={t('ui.close')}
        className="wk-auto-earn-confirm"
        onCloseAutoFocus={onCloseAutoFocus}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={toggle.pending}>
                {t('ui.cancel')}
              </Button>
            </DialogClose>
            <Button loading={toggle.pending} onClick={() => void confirm()}>
              {t(enable ? 'earnSettings.autoEarn.enable' : 'earnSettings.autoEarn.disable')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
