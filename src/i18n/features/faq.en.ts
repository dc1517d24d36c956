/**
 * English texts of the Simple Earn FAQ page (§2 /simple-earn/faq). Every number is a parameter,
 * filled from `simpleEarnFaqFacts()`, so no answer can state a rule the widgets do not apply.
 */
export const faqEn = {
  'faq.title': 'Simple Earn FAQ',
  'faq.intro': 'How subscribing, earning and redeeming work in Simple Earn.',
  'faq.q.what': 'What is Simple Earn?',
  'faq.a.what':
    'Simple Earn lends your coins and pays you interest. Flexible products have no lock-up: you can redeem at any time. Fixed-term products lock your coins for a set number of days, usually at a higher APR.',
  'faq.q.flexibleStart': 'When does a flexible subscription start earning?',
  'faq.a.flexibleStart':
    'Interest starts {startHours, plural, one {# hour} other {# hours}} after you subscribe, and your first interest arrives {receivedHours, plural, one {# hour} other {# hours}} after you subscribe. After that, interest arrives every hour.',
  'faq.q.fixedStart': 'When does a fixed-term subscription start earning, and when does it end?',
  'faq.a.fixedStart':
    'Interest starts at 00:00 the day after you subscribe. The term ends when the lock-up has run in full after that: a {lockUpDays}-day product ends at 00:00, {maturityDay} days after the start of the day you subscribed. Your principal and interest arrive {arrivalMinutes} minutes after the term ends.',
  'faq.q.estimate': 'How is my estimated return calculated?',
  'faq.a.estimate':
    'Estimated daily interest = amount × APR ÷ {daysPerYear}; for a fixed term it is multiplied by the number of days. Where a product has ladder APR, each part of your amount earns the APR of its tier. Bonus APR is paid in its own coin, up to the bonus limit, while the bonus runs.',
  'faq.q.redeem': 'Can I redeem before the term ends?',
  'faq.a.redeem':
    'Flexible: yes, at any time, at least {minRedeem} of the coin at a time. Fixed term: only when the product allows early redemption, and not within {lockHours, plural, one {# hour} other {# hours}} of the end of the term. In that last hour you also cannot change auto reinvestment or the account your redemption goes to.',
  'faq.q.minApr': 'What is the minimum lent APR?',
  'faq.a.minApr':
    'Your flexible holding is only lent at or above the minimum APR you set; below it, it waits without earning. You can set it up to {maxApr}% unless the coin allows more, with two decimals.',
  'faq.q.vip': 'Who can subscribe to VIP-exclusive products?',
  'faq.a.vip':
    'VIP-exclusive fixed products are for the VIP tiers each product names, starting at VIP {vipTier}. Below a product’s tier you see how to upgrade; above it, you can view your benefits.',
  'faq.q.history': 'Where do I see my holdings and history?',
  'faq.a.history':
    'My lendings lists your flexible and fixed holdings. History shows subscriptions, redemptions, interest and bonuses, up to {months} months at a time.',
  'faq.q.support': 'How do I get help?',
  'faq.a.support':
    'VIP {managerTier} and above have a dedicated VIP account manager; everyone else can reach a person on our support team.',
  'faq.more': 'More about Simple Earn',
  'faq.link.help': 'Help center',
  'faq.link.guide': 'Lending and earning guide',
  'faq.link.proofOfReserves': 'Proof of reserves',
  'faq.link.myLendings': 'My lendings',
  'faq.link.history': 'History',
  'faq.link.home': 'Simple Earn products',
} as const;
