import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { START_MARKS } from '../../embed/guest/startMarks';
import { renderStakeFrame } from '../helpers/guestApp';

const firstRenders = () => performance.getEntriesByName(START_MARKS.firstRender, 'mark');

describe('the frame marks its first render (startMarks.ts, issue 19)', () => {
  beforeEach(() => performance.clearMarks());

  describe('given a stake frame on the sandbox', () => {
    it('marks React’s first commit once, not the renders the customer causes after it', async () => {
      renderStakeFrame({ scenario: 'regular', user: { isLogin: true }, bridge: null });
      expect(firstRenders()).toHaveLength(1);
      const amount = await screen.findByRole('textbox', { name: 'Amount' });
      await userEvent.type(amount, '12');
      expect(amount).toHaveValue('12');
      expect(firstRenders()).toHaveLength(1);
    });
  });
});
