import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOnSandbox } from '../../tests/helpers/renderOnSandbox';
import { simpleEarnFaqFacts } from '../domain';
import { SimpleEarnFaq } from './SimpleEarnFaq';

const facts = simpleEarnFaqFacts();

describe('SimpleEarnFaq (§2 /simple-earn/faq)', () => {
  describe('given the English page', () => {
    // Opening by keyboard is the browser's own disclosure: the story's play function presses Enter
    // in real Chromium (stories/pages/SimpleEarnFaq.stories.tsx).
    it('lists nine questions, closed, each with its answer in the same disclosure', async () => {
      renderOnSandbox(<SimpleEarnFaq />);
      const page = await screen.findByRole('region', { name: 'Simple Earn FAQ' });
      const question = within(page).getByText('When does a flexible subscription start earning?');
      const answer = within(page).getByText(/Interest starts 1 hour after you subscribe/);
      expect(question.tagName).toBe('SUMMARY');
      expect(answer.closest('details')).toBe(question.closest('details'));
      expect(answer.closest('details')).not.toHaveAttribute('open');
      expect(page.querySelectorAll('details')).toHaveLength(9);
    });

    it.each([
      [
        '§9 flexible start and first interest',
        `starts ${facts.flexibleStartHours} hour after`,
        `arrives ${facts.flexibleReceivedHours} hours after`,
      ],
      [
        '§9 fixed maturity, period + 1 days',
        `${facts.exampleMaturityDay} days after the start`,
        `arrive ${facts.fixedArrivalMinutes} minutes after`,
      ],
      [
        '§5, §9 minimum redeem and the maturity lock',
        `at least ${facts.minFlexibleRedeem} of the coin`,
        `within ${facts.maturityLockHours} hour of the end`,
      ],
      ['§5, §9 default maximum lent APR', `up to ${facts.defaultMaxLendAprPercent}%`, 'two decimals'],
      [
        '§6 VIP fixed products and the account manager',
        `starting at VIP ${facts.vipFixedMinTier}`,
        `VIP ${facts.vipManagerMinTier} and above`,
      ],
      [
        '§9 history range and the 365-day year',
        `up to ${facts.historyRangeMonths} months`,
        `÷ ${facts.daysPerYear}`,
      ],
    ])('states %s with the numbers the rules use', async (_, first, second) => {
      renderOnSandbox(<SimpleEarnFaq />);
      const page = await screen.findByRole('region', { name: 'Simple Earn FAQ' });
      const text = page.textContent ?? '';
      for (const fragment of [first, second]) expect(text).toContain(fragment);
    });

    it('links to the Simple Earn pages and help through the host, with the support entry for the tier', async () => {
      const { host } = renderOnSandbox(<SimpleEarnFaq />);
      const more = await screen.findByRole('navigation', { name: 'More about Simple Earn' });
      const hrefs = within(more)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual([
        '/simple-earn',
        '/simple-earn/my-lendings',
        '/simple-earn/history',
        '/help/lend/simple-earn',
        '/learn/course/lend-earn-investment-guide',
        '/proof-of-reserves',
      ]);
      await userEvent.click(within(more).getByRole('link', { name: 'Proof of reserves' }));
      expect(host.onNavigate).toHaveBeenCalledWith('/proof-of-reserves');
      expect(screen.getByRole('link', { name: 'Contact customer service' })).toBeInTheDocument();
    });
  });

  describe('given a Chinese page', () => {
    it('asks and answers from the zh-CN catalogue, with the same numbers', async () => {
      renderOnSandbox(<SimpleEarnFaq />, { locale: 'zh-CN' });
      const page = await screen.findByRole('region', { name: '余币宝常见问题' });
      expect(within(page).getByText('活期申购何时开始计息？')).toBeInTheDocument();
      expect(page.textContent).toContain(`申购后 ${facts.flexibleStartHours} 小时开始计息`);
      expect(page.textContent).toContain(`每次至少 ${facts.minFlexibleRedeem} 个币`);
    });
  });
});
