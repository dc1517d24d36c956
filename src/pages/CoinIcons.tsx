import { coinIcons } from '../domain';
import { useMessages } from '../hooks/useMessages';
import { pagesMessages } from '../i18n/features/pages';

/**
 * A list of coins as icons (§9: at most 5, the rest counted as "+N"). An icon is the coin's
 * initial on a disc; the list's label and each coin's symbol are read out.
 */
export function CoinIcons({ label, coins }: { label: string; coins: readonly string[] }) {
  const t = useMessages(pagesMessages);
  const { shown, hiddenCount } = coinIcons(coins);
  return (
    <div className="wk-coin-icons">
      <span className="wk-coin-icons__label">{label}</span>
      <ul className="wk-coin-icons__list" aria-label={label}>
        {shown.map((coin) => (
          <li key={coin} className="wk-coin-icon" title={coin}>
            <span aria-hidden="true">{coin.slice(0, 1)}</span>
            <span className="wk-visually-hidden">{coin}</span>
          </li>
        ))}
        {hiddenCount > 0 && (
          <li className="wk-coin-icon wk-coin-icon--more">
            <span aria-hidden="true">+{hiddenCount}</span>
            <span className="wk-visually-hidden">
              {t('pages.summary.moreCoins', { count: String(hiddenCount) })}
            </span>
          </li>
        )}
      </ul>
    </div>
  );
}
