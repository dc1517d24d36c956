import type { ReactNode } from 'react';
import { formatAmount } from '../../domain/amount';
import { useWealth } from '../../hooks/context';
import {
  type LaunchPoolRedeemForm,
  type UseLaunchPoolRedeemFormOptions,
  useLaunchPoolRedeemForm,
} from '../../hooks/launch-pool/useLaunchPoolRedeemForm';
import { useMessages } from '../../hooks/useMessages';
import { launchPoolMessages } from '../../i18n/features/launchPool';
import type { Translate } from '../../i18n/translate';
import { AmountInput } from '../ui/AmountInput';
import { Button } from '../ui/Button';
import { Dialog, DialogContent, type DialogLayout, DialogTrigger } from '../ui/Dialog';
import { ReadError } from '../ui/ReadError';
import { AutoTransfer, Details, ProjectPending } from './parts';

export interface LaunchPoolRedeemModalProps extends UseLaunchPoolRedeemFormOptions {
  /** An element that opens the modal (e.g. your Redeem button); rendered with `asChild`. */
  trigger?: ReactNode;
  /** 'dialog' or 'sheet' forces one look; 'auto' is a bottom sheet below 768 px (§9). @default 'auto' */
  layout?: DialogLayout;
}

/**
 * The launch pool redeem modal (§2: amount, Max, redeemable, last-hour reward, auto-transfer; §5
 * redeem rules). Headless twin: useLaunchPoolRedeemForm.
 */
export function LaunchPoolRedeemModal({ trigger, layout = 'auto', ...options }: LaunchPoolRedeemModalProps) {
  const form = useLaunchPoolRedeemForm(options);
  const t = useMessages(launchPoolMessages);
  return (
    <Dialog open={form.open} onOpenChange={form.setOpen}>
      {trigger !== undefined && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        title={t('launchPool.redeem.title', { coin: form.pool?.coin ?? '' })}
        closeLabel={t('ui.close')}
        layout={layout}
        className="wk-launch-pool"
        footer={<Footer form={form} t={t} />}
      >
        <div className="wk-launch-pool__body">
          {form.readError ? (
            <ReadError failure={form.readError} />
          ) : form.pool ? (
            <Body form={form} t={t} />
          ) : (
            <ProjectPending t={t} />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Body({ form, t }: { form: LaunchPoolRedeemForm; t: Translate }) {
  const pool = form.pool;
  if (!pool) return null;
  const error = form.check.error ? t(form.check.error.key, form.check.error.params) : undefined;
  const projectCoin = form.projectQuery.data?.coin ?? pool.coin;
  return (
    <>
      <AmountInput
        label={t('launchPool.redeem.amount')}
        value={form.amount}
        onValueChange={form.setAmount}
        precision={pool.decimal_place}
        asset={pool.coin}
        {...(form.redeemable === undefined ? {} : { available: form.redeemable })}
        availableLabel={t('launchPool.redeemable')}
        onMax={form.fillMax}
        maxLabel={t('ui.max')}
        error={error}
      />
      <Details
        rows={[
          [
            t('launchPool.redeemable'),
            form.redeemable === undefined
              ? '--'
              : `${formatAmount(form.redeemable, { group: true })} ${pool.coin}`,
          ],
          [
            t('launchPool.lastHourReward'),
            form.lastHourReward === undefined ? '--' : `${formatAmount(form.lastHourReward)} ${projectCoin}`,
          ],
        ]}
      />
      {form.autoTransferAvailable ? (
        <AutoTransfer
          label={t('launchPool.autoTransfer')}
          checked={form.autoTransfer}
          onCheckedChange={form.setAutoTransfer}
        />
      ) : null}
    </>
  );
}

function Footer({ form, t }: { form: LaunchPoolRedeemForm; t: Translate }) {
  useMessages(launchPoolMessages);
  const { user, requireLogin } = useWealth();
  return (
    <>
      <Button variant="secondary" onClick={() => form.setOpen(false)}>
        {t('launchPool.cancel')}
      </Button>
      {!user.isLogin ? (
        <Button onClick={() => requireLogin()}>{t('launchPool.logIn')}</Button>
      ) : (
        <Button onClick={form.confirm} disabled={!form.canConfirm} loading={form.action.status === 'pending'}>
          {t('launchPool.confirm')}
        </Button>
      )}
    </>
  );
}
