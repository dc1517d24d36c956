import { useWealth } from '../../hooks/context';
import { useMessages } from '../../hooks/useMessages';
import { useMinAprForm } from '../../hooks/useMinAprForm';
import { earnSettingsMessages } from '../../i18n/features/earnSettings';
import { coinOf } from '../coinProp';
import { AmountInput } from '../ui/AmountInput';
import { Button } from '../ui/Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../ui/Dialog';
import { ReadError } from '../ui/ReadError';
import type { SettingsDialogProps } from './settingsDialogProps';
import { useGatedOpen } from './useGatedOpen';

/** EditMinAprModal's props: `coin` (`asset` is its deprecated name), the dialog's, and these. */
export type EditMinAprModalProps = SettingsDialogProps & EditMinAprModalOptions;

interface EditMinAprModalOptions {
  /**
   * Called with the rateYear the server accepted (a fraction, e.g. "0.0334"); the modal then closes.
   * @default none
   */
  onSuccess?: (rateYear: string) => void;
}

/**
 * The edit-minimum-lent-APR modal (§2, §5): percent with 2 decimals, not above the maximum
 * (default 5 %) and not below the system minimum, sent as rate / 100 with 4 decimals rounded up.
 * Success toasts 'modified' (§8); a failure toasts per §8 and keeps what was typed.
 * Exposes `data-state` on the dialog ("open" / "closed").
 */
export function EditMinAprModal({ coin, asset: alias, onSuccess, ...dialog }: EditMinAprModalProps) {
  const asset = coinOf({ coin, asset: alias }, 'EditMinAprModal');
  const trigger = dialog.trigger ?? dialog.children;
  const [isOpen, setOpen] = useGatedOpen(dialog);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger !== undefined && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <EditMinAprContent
        asset={asset}
        open={isOpen}
        onSaved={(rateYear) => {
          onSuccess?.(rateYear);
          setOpen(false);
        }}
      />
    </Dialog>
  );
}

interface ContentProps {
  asset: string;
  open: boolean;
  onSaved: (rateYear: string) => void;
}

// Stays mounted while closed so the dialog can animate out; it loads nothing until opened.
function EditMinAprContent({ asset, open, onSaved }: ContentProps) {
  useMessages(earnSettingsMessages);
  const { t } = useWealth();
  const form = useMinAprForm({ asset, enabled: open, onSuccess: onSaved });
  const { maxPercent, minPercent } = form.limits;
  const hint =
    minPercent === null
      ? t('earnSettings.editMinApr.rangeMax', { max: maxPercent })
      : t('earnSettings.editMinApr.range', { min: minPercent, max: maxPercent });
  return (
    <DialogContent
      title={t('earnSettings.editMinApr.title')}
      description={t('earnSettings.editMinApr.description', { asset })}
      closeLabel={t('ui.close')}
      className="wk-edit-min-apr"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('ui.cancel')}</Button>
          </DialogClose>
          <Button
            disabled={!form.canSubmit && !form.pending}
            loading={form.pending}
            onClick={() => void form.submit()}
          >
            {t('ui.confirm')}
          </Button>
        </>
      }
    >
      {form.readError ? (
        <ReadError failure={form.readError} />
      ) : (
        <form
          className="wk-edit-min-apr__form"
          onSubmit={(event) => {
            // Enter in the field confirms, like the button.
            event.preventDefault();
            if (form.canSubmit) void form.submit();
          }}
        >
          <AmountInput
            label={t('earnSettings.editMinApr.label')}
            value={form.value}
            onValueChange={form.setValue}
            precision={form.precision}
            asset="%"
            hint={hint}
            error={form.error ? t(form.error.key, form.error.params) : undefined}
          />
        </form>
      )}
    </DialogContent>
  );
}
