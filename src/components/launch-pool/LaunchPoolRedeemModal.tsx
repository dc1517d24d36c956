import { formatCoinAmount } from '../../domain/amount';
import { rewardPoolView } from '../../flows/launchPool';
import { useWealth } from '../../hooks/context';
import {
  type LaunchPoolRedeemForm,
  type UseLaunchPoolRedeemFormOptions,
  useLaunchPoolRedeemForm,
} from '../../hooks/launch-pool/useLaunchPoolRedeemForm';
import { useMessages } from '../../hooks/useMessages';
import { launchPoolMessages } from '../../i18n/features/launchPool';
import type { Translate } from '../../i18n/translate';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { FormAmountInput } from '../ui/FormAmountInput';
import { PendingNote } from '../ui/PendingNote';
import { WidgetDialog, type WidgetShellProps } from '../ui/WidgetDialog';
import { Details, PoolBody } from './parts';

export interface LaunchPoolRedeemModalProps extends UseLaunchPoolRedeemFormOptions, WidgetShellProps {}

/**
 * The launch pool redeem modal (§2: amount, Max, redeemable, last-hour reward, auto-transfer; §5
 * redeem rules). Headless twin: useLaunchPoolRedeemForm.
 */
export function LaunchPoolRedeemModal(options: LaunchPoolRedeemModalProps) {
  const form = useLaunchPoolRedeemForm(options);
  const t = useMessages(launchPoolMessages);
  return (
    <WidgetDialog
      control={form}
      opener={options}
      family="wk-launch-pool"
      view={{
        title: t('launchPool.redeem.title', { coin: form.pool?.coin ?? '' }),
        body: (
          // Ready once the project is read: a reward pool it does not list (a stale link, a wrong
          // rid from the host) is said so, not left loading for ever.
          <PoolBody failure={form.readError} ready={form.projectQuery.data !== undefined} t={t}>
            {() =>
              form.pool ? (
                <Body form={form} t={t} />
              ) : (
                <p className="wk-launch-pool__note">{t('launchPool.noPool')}</p>
              )
            }
          </PoolBody>
        ),
        footer: <Footer form={form} t={t} />,
      }}
    />
  );
}

function Body({ form, t }: { form: LaunchPoolRedeemForm; t: Translate }) {
  const pool = form.pool;
  if (!pool) return null;
  const projectCoin = form.projectQuery.data?.coin ?? pool.coin;
  return (
    <>
      <FormAmountInput
        form={form}
        t={t}
        label={t('launchPool.redeem.amount')}
        precision={rewardPoolView(pool).precision}
        asset={pool.coin}
        available={form.redeemable ?? null}
        availableLabel={t('launchPool.redeemable')}
      />
      <Details
        rows={[
          [t('launchPool.redeemable'), formatCoinAmount(form.redeemable, pool.coin)],
          [t('launchPool.lastHourReward'), formatCoinAmount(form.lastHourReward, projectCoin)],
        ]}
      />
      {form.autoTransferAvailable ? (
        <Checkbox
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
      <PendingNote state={form.action} />
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
