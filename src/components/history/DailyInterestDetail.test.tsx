import { screen } from '@testing-library/react';
import { renderOnSandbox } from '../../../tests/helpers/renderOnSandbox';
import { DailyInterestDetail } from './DailyInterestDetail';

describe('DailyInterestDetail', () => {
  describe('given a day without interest', () => {
    it('shows "No data" (§8 missing detail)', async () => {
      renderOnSandbox(
        <DailyInterestDetail coin="USDT" dayMs={Date.UTC(2025, 0, 10)} utcOffsetMinutes={0} />,
        {
          scenario: 'new-user',
        },
      );
      expect(await screen.findByText('No data')).toBeInTheDocument();
    });
  });
});
