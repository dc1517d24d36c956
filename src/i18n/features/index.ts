import { autoEarnMessages } from './autoEarn';
import { dualMessages } from './dual';
import { dualPageMessages } from './dualPage';
import { earnMessages } from './earn';
import { earnRedeemMessages } from './earnRedeem';
import { earnSettingsMessages } from './earnSettings';
import { faqMessages } from './faq';
import { historyMessages } from './history';
import { homeMessages } from './home';
import { launchPoolMessages } from './launchPool';
import { lendingsMessages } from './lendings';
import { pagesMessages } from './pages';
import { stakingMessages } from './staking';
import { stakingPageMessages } from './stakingPage';
import { supportMessages } from './support';

/**
 * Every widget family's messages, for the catalogue tests. The package never imports this list:
 * each family registers its own messages as its widgets render, so a host ships only the words
 * of the widgets it uses.
 */
export const ALL_MESSAGE_FEATURES = [
  earnMessages,
  earnRedeemMessages,
  earnSettingsMessages,
  autoEarnMessages,
  stakingMessages,
  dualMessages,
  launchPoolMessages,
  lendingsMessages,
  historyMessages,
  supportMessages,
  faqMessages,
  pagesMessages,
  homeMessages,
  stakingPageMessages,
  dualPageMessages,
];
