import { useMemo } from 'react';
import type { RewardPool } from '../../api';
import { formatAmount, formatApr, formatCoinAmount } from '../../domain/amount';
import { LAUNCH_POOL_STATE } from '../../domain/enums';
import { rewardPoolView } from '../../flows/launchPool';
import { useWealth } from '../../hooks/context';
import {
  type FormStore,
  LiveFormProvider,
  useFormSelect,
  useFormSlice,
  useFormStore,
  useLiveAmount,
  useLiveForm,
  useLiveSelect,
} from '../../hooks/formStore';
import {
  type LaunchPoolStakeCore,
  type UseLaunchPoolStakeFormOptions,
  useLaunchPoolStakeCore,
} from '../../hooks/launch-pool/useLaunchPoolStakeForm';
import { useMessages } from '../../hooks/useMessages';
import { launchPoolMessages } from '../../i18n/features/launchPool';
import type { Translate } from '../../i18n/translate';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { FormAmountInput } from '../ui/FormAmountInput';
import { PendingNote } from '../ui/PendingNote';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';
import { WidgetDialog, type WidgetShellProps } from '../ui/WidgetDialog';
import { Details, PoolBody } from './parts';

export interface LaunchPoolStakeModalProps extends UseLaunchPoolStakeFormOptions, WidgetShellProps {}

/**
 * The launch pool stake modal (§2 "Launch pool stake and redeem modals", §4 states, §5). One tab per
 * lock pool; exposes the §4 project state as `data-state` on its body. Headless twin:
 * useLaunchPoolStakeForm.
 */
export function LaunchPoolStakeModal(options: LaunchPoolStakeModalProps) {
  // The core: a keystroke does not render this component, only the parts that read the amount.
  const form = useLaunchPoolStakeCore(options);
  const store = useFormStore(form);
  const { trigger, layout } = options;
  // Made once per opener: its parts read their slice of the form, so a keystroke renders the amount
  // field and the confirm button, not the dialog and its pool tabs.
  const shell = useMemo(
    () => <StakeShell store={store} opener={{ trigger, layout }} />,
    [store, trigger, layout],
  );
  return <LiveFormProvider value={form}>{shell}</LiveFormProvider>;
}

type Store = FormStore<LaunchPoolStakeCore>;

interface PartProps {
  store: Store;
  t: Translate;
}

function StakeShell({ store, opener }: { store: Store; opener: WidgetShellProps }) {
  const t = useMessages(launchPoolMessages);
  const form = useFormSlice(store, ['open', 'setOpen', 'state', 'projectCoin']);
  return (
    <WidgetDialog
      control={form}
      opener={opener}
      family="wk-launch-pool"
      state={form.state}
      view={{
        title: t('launchPool.stake.title', { coin: form.projectCoin ?? '' }),
        body: <StakeBody store={store} t={t} />,
        footer: <Footer t={t} />,
      }}
    />
  );
}

function StakeBody({ store, t }: PartProps) {
  const failure = useFormSelect(store, (form) => form.readError);
  const ready = useFormSelect(store, (form) => form.projectQuery.data !== undefined);
  return (
    <PoolBody failure={failure} ready={ready} t={t}>
      {() => <Body store={store} t={t} />}
    </PoolBody>
  );
}

function Body({ store, t }: PartProps) {
  const form = useFormSlice(store, ['state', 'pools', 'rid', 'setRid', 'pool']);
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
              {pool === form.pool ? <PoolForm store={store} pool={pool} t={t} /> : null}
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

function PoolForm({ store, pool, t }: PartProps & { pool: RewardPool }) {
  const form = useFormSlice(store, [
    'staked',
    'remainingQuota',
    'autoTransferAvailable',
    'autoTransfer',
    'setAutoTransfer',
  ]);
  const amountOf = (value: string | undefined) => formatCoinAmount(value, pool.coin);
  return (
    <div className="wk-launch-pool__pool">
      <Details rows={[rateRow(pool, t)]} />
      <PoolAmount pool={pool} t={t} />
      <Details
        rows={[
          [t('launchPool.staked'), amountOf(form.staked)],
          [t('launchPool.quota'), amountOf(form.remainingQuota)],
        ]}
      />
      {form.autoTransferAvailable ? (
        <Checkbox
          label={t('launchPool.autoTransfer')}
          checked={form.autoTransfer}
          onCheckedChange={form.setAutoTransfer}
        />
      ) : null}
    </div>
  );
}

/** The amount field: what a keystroke renders, with Confirm. */
function PoolAmount({ pool, t }: { pool: RewardPool; t: Translate }) {
  const form = useLiveForm<LaunchPoolStakeCore>();
  const { amount, check, usedUp } = useLiveAmount(form);
  const view = rewardPoolView(pool);
  // Made with the pool, not on each key.
  const placeholder = useMemo(() => formatAmount(view.minAmount, { group: false }), [view.minAmount]);
  return (
    <FormAmountInput
      form={{ amount, setAmount: form.setAmount, fillMax: form.fillMax, check }}
      t={t}
      label={t('launchPool.amount')}
      precision={view.precision}
      asset={pool.coin}
      available={form.available ?? null}
      availableLabel={t('launchPool.available')}
      placeholder={placeholder}
      disabled={form.state !== LAUNCH_POOL_STATE.IN_PROGRESS || usedUp}
    />
  );
}

function Footer({ t }: { t: Translate }) {
  useMessages(launchPoolMessages);
  const { user, requireLogin } = useWealth();
  const form = useLiveForm<LaunchPoolStakeCore>();
  const canConfirm = useLiveSelect(form, (live) => live.canConfirm);
  const usedUp = useLiveSelect(form, (live) => live.usedUp);
  return (
    <>
      <PendingNote state={form.action} />
      <Button variant="secondary" onClick={() => form.setOpen(false)}>
        {t('launchPool.cancel')}
      </Button>
      {!user.isLogin ? (
        <Button onClick={() => requireLogin()}>{t('launchPool.logIn')}</Button>
      ) : (
        <Button onClick={form.confirm} disabled={!canConfirm} loading={form.action.status === 'pending'}>
          {usedUp ? t('finances.startupMining.usedUp') : t('launchPool.confirm')}
        </Button>
      )}
    </>
  );
}
