import { VIP_UPGRADE_TARGET_TIER, vipLink } from '../../domain';
import { useWealth } from '../../hooks/context';
import { useControllableState } from '../../hooks/useControllableState';
import { useMessages } from '../../hooks/useMessages';
import type { WidgetOpenProps } from '../../hooks/useWidgetOpen';
import { earnMessages } from '../../i18n/features/earn';
import { Button } from '../ui/Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../ui/Dialog';
import type { WidgetTriggerProps } from '../ui/WidgetDialog';

export interface VipUpgradeGuideProps extends WidgetOpenProps, WidgetTriggerProps {
  /** The VIP level to reach (§2: the upgrade guide uses upTo=5). @default 5 */
  upTo?: number;
}

/**
 * The upgrade-to-VIP guide (§2, §5): a VIP fixed product needs tier 5; "Upgrade now" sends the
 * customer to /vip?upTo=5 through the host's `onNavigate`.
 */
export function VipUpgradeGuide({
  open,
  defaultOpen = false,
  onOpenChange,
  upTo = VIP_UPGRADE_TARGET_TIER,
  trigger,
}: VipUpgradeGuideProps) {
  useMessages(earnMessages);
  const { t, navigate } = useWealth();
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const tier = String(upTo);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger !== undefined && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        title={t('earn.vipGuide.title', { tier })}
        description={t('earn.vipGuide.body', { tier })}
        closeLabel={t('ui.close')}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t('earn.vipGuide.later')}</Button>
            </DialogClose>
            <Button
              onClick={() => {
                const vip = vipLink(upTo);
                navigate(vip.path, vip.query);
                setOpen(false);
              }}
            >
              {t('earn.vipGuide.go')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
