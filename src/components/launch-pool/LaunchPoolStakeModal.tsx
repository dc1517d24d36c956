import type { RewardPool } from '../../api';
import { formatAmount, formatApr } from '../../domain/amount';
import { LAUNCH_POOL_STATE } from '../../domain/enums';
import { rewardPoolView } from '../../flows/launchPool';
import { useWealth } from '../../hooks/context';
import {
  type LaunchPoolStakeForm,
  type UseLaunchPoolStakeFormOptions,
  useLaunchPoolStakeForm,
} from '../../hooks/launch-pool/useLaunchPoolStakeForm';
import { useMessages } from '../../hooks/useMessages';
import { launchPoolMessages } from '../../i18n/features/launchPool';
import type { Translate } from '../../i18n/translate';
import { Button } from '../ui/Button';
import { FormAmountInput } from '../ui/FormAmountInput';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';
import { WidgetDialog, type WidgetShellProps } from '../ui/WidgetDialog';
import { AutoTransfer, Details, PoolBody } from './parts';

export interface LaunchPoolStakeModalProps extends UseLaunchPoolStakeFormOptions, WidgetShellProps {}

/**
 * The launch pool stake modal (§2 "Launch pool stake and redeem modals", §4 states, §5). One tab per
 * lock pool; exposes the §4 project state as `data-state` on its body. Headless twin:
 * useLaunchPoolStakeForm.
 */
export function LaunchPoolStakeModal(options: LaunchPoolStakeModalProps) {
  const form = useLaunchPoolStakeForm(options);
  const t = useMessages(launchPoolMessages);
  return (
    <WidgetDialog
      control={form}
      opener={options}
      family="wk-launch-pool"
      state={form.state}
      view={{
        title: t('launchPool.stake.title', { coin: form.projectCoin ?? '' }),
        body: (
          <PoolBody failure={form.readError} ready={form.projectQuery.data !== undefined} t={t}>
            {() => <Body form={form} t={t} />}
          </PoolBody>
        ),
        footer: <Footer form={form} t={t} />,
      }}
    />
  );
}

function Body({ form, t }: { form: LaunchPoolStakeForm; t: Translate }) {
  const inProgress = form.state === LAUNCH_POOL_STATE.IN_PROGRESS;
  return (
    <>
      <Details rows={[[t('launchPool.status'), t(`launchPool.state.${form.state}`)]]} />
      {inProgress ? null : <p className="wk-launch-pool__note">{t(`launchPool.closed.${form.state}`)}</p>}
      {form.pools.length === 0 ? (
        <p className="wk-launch-pool__note">{t('launchPool.noPools')}</p>
      ) : (
        <Tabs value={form.rid} onValueChange={form.setRid} variant="chips">
          <TabsList aria-label={t('launchPool.pools')}>
            {form.pools.map((pool) => (
              <TabsTrigger key={String(pool.rid)} value={String(pool.rid)}>
                {t('launchPool.pool.tab', { coin: pool.coin })}
              </TabsTrigger>
            ))}
          </TabsList>
          {form.pools.map((pool) => (
            <TabsContent key={String(pool.rid)} value={String(pool.rid)}>
              {pool === form.pool ? <PoolForm form={form} pool={pool} t={t} /> : null}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </>
  );
}

/** §4 rate year type: real and estimate show the APR under their own label, none shows '--'. */
function rateRow(pool: RewardPool, t: Translate): readonly [string, string] {
  const view = rewardPoolView(pool);
  return [
    t(`launchPool.rate.${view.rateType}`),
    view.aprFraction === null ? '--' : formatApr(view.aprFraction),
  ];
}

function PoolForm({ form, pool, t }: { form: LaunchPoolStakeForm; pool: RewardPool; t: Translate }) {
  const view = rewardPoolView(pool);
  const closed = form.state !== LAUNCH_POOL_STATE.IN_PROGRESS;
  const amountOf = (value: string | undefined) =>
    value === undefined ? '--' : `${formatAmount(value, { group: true })} ${pool.coin}`;
  return (
    <div className="wk-launch-pool__pool">
      <Details rows={[rateRow(pool, t)]} />
      <FormAmountInput
        form={form}
        t={t}
        label={t('launchPool.amount')}
        precision={view.precision}
        asset={pool.coin}
        available={form.available}
        availableLabel={t('launchPool.available')}
        placeholder={formatAmount(view.minAmount)}
        disabled={closed || form.usedUp}
      />
      <Details
        rows={[
          [t('launchPool.staked'), amountOf(form.staked)],
          [t('launchPool.quota'), amountOf(form.remainingQuota)],
        ]}
      />
      {form.autoTransferAvailable ? (
        <AutoTransfer
          label={t('launchPool.autoTransfer')}
          checked={form.autoTransfer}
          onCheckedChange={form.setAutoTransfer}
        />
      ) : null}
    </div>
  );
}

function Footer({ form, t }: { form: LaunchPoolStakeForm; t: Translate }) {
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
          {form.usedUp ? t('finances.startupMining.usedUp') : t('launchPool.confirm')}
        </Button>
      )}
    </>
  );
}
