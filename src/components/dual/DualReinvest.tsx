import { DUAL_PRICE_DIFFERENCE_CHOICES, DUAL_PRICE_DIFFERENCE_INPUT_MAX } from '../../domain/constants';
import {
  DUAL_PRICE_DIFFERENCE_DECIMALS,
  type DualTermDisplay,
  type DualTermUnit,
  formatPriceDifference,
} from '../../domain/dual';
import { DUAL_REINVEST_TAB, type DualReinvestTab } from '../../domain/enums';
import type { DualReinvest, DualReinvestChoice } from '../../hooks/dual/useDualReinvest';
import { useMessages } from '../../hooks/useMessages';
import { dualMessages } from '../../i18n/features/dual';
import type { Translate } from '../../i18n/translate';
import { AmountInput } from '../ui/AmountInput';
import { Button } from '../ui/Button';
import { Chips } from '../ui/Chips';
import { Dialog, DialogContent, type DialogLayout } from '../ui/Dialog';
import { Switch } from '../ui/Switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';

/** A term as shown: '{value} h' under 24 hours, '{value} days' otherwise (§9). */
export function termText(t: Translate, term: DualTermDisplay): string {
  return t(term.unit === 'hour' ? 'dual.term.hour' : 'dual.term.day', { value: String(term.value) });
}

/**
 * §2 the auto-reinvest card of the purchase form: the switch, the customer's current state (§3
 * is_reinvested) and the applied settings.
 */
export function DualReinvestCard({ reinvest }: { reinvest: DualReinvest }) {
  const t = useMessages(dualMessages);
  if (!reinvest.available) return null;
  const applied = reinvest.applied;
  return (
    <div className="wk-dual__reinvest">
      <Switch
        label={t('dual.reinvest.title')}
        checked={reinvest.enabled}
        onCheckedChange={reinvest.requestToggle}
      />
      {reinvest.tipVisible ? (
        <p className="wk-dual__note">
          {t('dual.reinvest.tip')}{' '}
          <Button variant="ghost" size="sm" onClick={reinvest.dismissTip}>
            {t('dual.reinvest.tip.dismiss')}
          </Button>
        </p>
      ) : null}
      {reinvest.current ? <p className="wk-dual__note">{t('dual.reinvest.current')}</p> : null}
      {reinvest.enabled && applied ? (
        <p className="wk-dual__note">
          {t('dual.reinvest.summary', {
            deviation: formatPriceDifference(applied.priceDeviation),
            term: termText(t, applied.term),
          })}{' '}
          <Button variant="ghost" size="sm" onClick={() => reinvest.setSetupOpen(true)}>
            {t('dual.reinvest.edit')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}

function Choice({ t, choice }: { t: Translate; choice: DualReinvestChoice }) {
  return (
    <dl className="wk-dual__details">
      <div className="wk-dual__row">
        <dt>{t('dual.reinvest.priceDifference')}</dt>
        <dd>{formatPriceDifference(choice.priceDeviation)}</dd>
      </div>
      <div className="wk-dual__row">
        <dt>{t('dual.reinvest.term')}</dt>
        <dd>{t('dual.reinvest.term.value', { term: termText(t, choice.term) })}</dd>
      </div>
    </dl>
  );
}

/** §9 the preferred term is typed in whole days, or in hours under 24 h. */
const UNITS: readonly DualTermUnit[] = ['day', 'hour'];

/**
 * The sub-dialogs of auto-reinvest (§2, §4, §5): the setup (basic and advanced tabs), the
 * parameter setting and the disable confirmation.
 */
export function DualReinvestDialogs({
  reinvest,
  coin,
  layout,
}: {
  reinvest: DualReinvest;
  coin: string;
  layout: DialogLayout;
}) {
  const t = useMessages(dualMessages);
  const error = reinvest.check.error ? t(reinvest.check.error.key, reinvest.check.error.params) : null;
  const draftError = reinvest.draftCheck.error
    ? t(reinvest.draftCheck.error.key, reinvest.draftCheck.error.params)
    : undefined;
  const unit = reinvest.draftUnit;
  const termProblem = reinvest.draftTermProblem;
  const termError =
    termProblem === 'noMatch'
      ? t('dual.priceDifference.noMatch')
      : termProblem === 'invalid'
        ? t(unit === 'hour' ? 'dual.params.term.invalid.hour' : 'dual.params.term.invalid.day')
        : undefined;
  return (
    <>
      <Dialog open={reinvest.setupOpen} onOpenChange={reinvest.setSetupOpen}>
        <DialogContent
          title={t('dual.reinvest.setup.title')}
          closeLabel={t('ui.close')}
          layout={layout}
          className="wk-dual"
          footer={
            <Button onClick={reinvest.enable} disabled={!reinvest.canEnable} fullWidth>
              {t('dual.reinvest.enable')}
            </Button>
          }
        >
          <div className="wk-dual__body">
            <Tabs value={reinvest.tab} onValueChange={(tab) => reinvest.setTab(tab as DualReinvestTab)}>
              <TabsList aria-label={t('dual.reinvest.tabs')}>
                <TabsTrigger value={DUAL_REINVEST_TAB.BASIC}>{t('dual.reinvest.tab.basic')}</TabsTrigger>
                <TabsTrigger value={DUAL_REINVEST_TAB.ADVANCED}>
                  {t('dual.reinvest.tab.advanced')}
                </TabsTrigger>
              </TabsList>
              <TabsContent value={DUAL_REINVEST_TAB.BASIC}>
                <p className="wk-dual__note">{t('dual.reinvest.basic.text', { coin })}</p>
                <Choice t={t} choice={reinvest.basic} />
              </TabsContent>
              <TabsContent value={DUAL_REINVEST_TAB.ADVANCED}>
                <p className="wk-dual__note">{t('dual.reinvest.advanced.text', { coin })}</p>
                <Choice t={t} choice={reinvest.advanced} />
                <Button variant="secondary" size="sm" onClick={() => reinvest.setParamsOpen(true)}>
                  {t('dual.reinvest.setParams')}
                </Button>
              </TabsContent>
            </Tabs>
            {error && reinvest.match ? (
              <p role="alert" className="wk-dual__note">
                {error}
              </p>
            ) : !reinvest.termMatched ? (
              <p role="alert" className="wk-dual__note">
                {t('dual.priceDifference.noMatch')}
              </p>
            ) : null}
          </div>
        </DialogContent>
      </Dialog>
      <Dialog open={reinvest.paramsOpen} onOpenChange={reinvest.setParamsOpen}>
        <DialogContent
          title={t('dual.params.title')}
          closeLabel={t('ui.close')}
          layout={layout}
          className="wk-dual"
          footer={
            <Button onClick={reinvest.applyParams} disabled={!reinvest.canApplyParams} fullWidth>
              {t('dual.confirm')}
            </Button>
          }
        >
          <div className="wk-dual__body">
            <AmountInput
              label={t('dual.params.priceDifference')}
              value={reinvest.draftDeviation}
              onValueChange={reinvest.setDraftDeviation}
              precision={DUAL_PRICE_DIFFERENCE_DECIMALS}
              max={DUAL_PRICE_DIFFERENCE_INPUT_MAX}
              asset="%"
              error={draftError}
            />
            <Chips
              aria-label={t('dual.params.choices')}
              options={DUAL_PRICE_DIFFERENCE_CHOICES.map((c) => ({
                value: c,
                label: formatPriceDifference(c),
              }))}
              value={reinvest.draftDeviation}
              onValueChange={reinvest.setDraftDeviation}
            />
            <Chips
              aria-label={t('dual.params.unit')}
              options={UNITS.map((u) => ({
                value: u,
                label: t(u === 'hour' ? 'dual.params.unit.hour' : 'dual.params.unit.day'),
              }))}
              value={unit}
              onValueChange={(u) => reinvest.setDraftUnit(u as DualTermUnit)}
            />
            <AmountInput
              label={t(unit === 'hour' ? 'dual.params.term.hour' : 'dual.params.term.day')}
              value={reinvest.draftTerm}
              onValueChange={reinvest.setDraftTerm}
              precision={0}
              error={termError}
              hint={
                unit === 'hour'
                  ? t('dual.params.termHint.hour')
                  : t('dual.params.termHint', { days: String(reinvest.termHint) })
              }
            />
          </div>
        </DialogContent>
      </Dialog>
      <Dialog open={reinvest.confirmOffOpen} onOpenChange={reinvest.setConfirmOffOpen}>
        <DialogContent
          title={t('dual.reinvest.off.title')}
          closeLabel={t('ui.close')}
          layout={layout}
          className="wk-dual"
          footer={
            <>
              <Button variant="secondary" onClick={() => reinvest.setConfirmOffOpen(false)}>
                {t('dual.reinvest.cancel')}
              </Button>
              <Button onClick={reinvest.confirmOff}>{t('dual.reinvest.off.confirm')}</Button>
            </>
          }
        >
          <p>{t('dual.reinvest.off.text')}</p>
        </DialogContent>
      </Dialog>
    </>
  );
}
