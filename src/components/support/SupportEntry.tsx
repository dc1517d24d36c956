import { type SupportChannel, supportChannel, supportLink } from '../../domain';
import { useWealth } from '../../hooks/context';
import { useMessages } from '../../hooks/useMessages';
import { supportMessages } from '../../i18n/features/support';
import { ExchangeLink } from '../ui/ExchangeLink';

export interface SupportEntryProps {
  /**
   * Hands the contact to the host (a desktop live chat, the app's own chat) instead of opening the
   * §2 support route. Receives the channel the customer's tier gets.
   * @default undefined (open the route through the provider's navigation)
   */
  onContact?: (channel: SupportChannel) => void;
  /** Shows the line under the label that says who answers. @default true */
  showHint?: boolean;
}

/**
 * The support entry (§1, §2, §6): a VIP account manager at tier 8 and above, human service
 * otherwise, from the provider's `user.tierLevel`. It links to the §2 mobile support route for the
 * tier (`supportLink`: the account manager, the service bot with chatType=human&questionType=vip
 * for a VIP below 8, the service chat otherwise), with needNavBar=0 inside the app, unless the host
 * takes the contact itself (`onContact`).
 */
export function SupportEntry({ onContact, showHint = true }: SupportEntryProps) {
  const t = useMessages(supportMessages);
  const { user } = useWealth();
  const channel = supportChannel(user.tierLevel);
  const label = t(channel === 'vip-manager' ? 'support.vipManager' : 'support.humanService');
  const hint = t(channel === 'vip-manager' ? 'support.vipManagerHint' : 'support.humanServiceHint');
  return (
    <div className="wk-box wk-support" data-channel={channel}>
      {onContact ? (
        <button type="button" className="wk-exchange-link" onClick={() => onContact(channel)}>
          {label}
        </button>
      ) : (
        <ExchangeLink page={supportLink(user.tierLevel)}>{label}</ExchangeLink>
      )}
      {showHint && <p className="wk-support__hint">{hint}</p>}
    </div>
  );
}
