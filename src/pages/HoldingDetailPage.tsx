import { HoldingDetail, type HoldingDetailProps } from '../components/lendings/HoldingDetail';
import { SupportEntry } from '../components/support/SupportEntry';
import { ExchangeLink } from '../components/ui/ExchangeLink';
import { myLendingsLink } from '../domain';
import { useMessages } from '../hooks/useMessages';
import { pagesMessages } from '../i18n/features/pages';

/** HoldingDetailPage's props: the §2 route's `orderType`, `asset` (as `coin`) and `order_id`. */
export type HoldingDetailPageProps = HoldingDetailProps;

/**
 * The holding detail page (§2 /{id}?orderType={tab}&asset={asset}[&order_id=]): the way back to My
 * lendings on the holding's tab, `HoldingDetail` (a flexible holding, or a fixed order by its id)
 * and the support entry.
 */
export function HoldingDetailPage(props: HoldingDetailPageProps) {
  const t = useMessages(pagesMessages);
  return (
    <div className="wk-box wk-page wk-holding-page" translate="no">
      <p className="wk-page__back">
        <ExchangeLink page={myLendingsLink({ tab: props.orderType })}>
          {t('pages.backToLendings')}
        </ExchangeLink>
      </p>
      <HoldingDetail {...props} />
      <SupportEntry />
    </div>
  );
}
