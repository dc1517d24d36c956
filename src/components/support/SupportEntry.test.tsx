import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOnSandbox } from '../../../tests/helpers/renderOnSandbox';
import { composeScenario, SCENARIOS } from '../../sandbox';
import { SupportEntry } from './SupportEntry';

const atTier = (tierLevel: number) => ({
  scenario: composeScenario(SCENARIOS.regular, { user: { tierLevel } }),
});

describe('SupportEntry (§1, §2, §6)', () => {
  describe.each([
    [0, 'Contact customer service', '/groupchat/call_service'],
    [5, 'Contact customer service', '/groupchat/call_service_bot?chatType=human&questionType=vip'],
    [8, 'Contact your VIP account manager', '/groupchat/call_vip_account_manager'],
  ])('given a customer at tier %i', (tierLevel, label, href) => {
    it(`offers "${label}" linking to ${href}, opened through the host`, async () => {
      const { host } = renderOnSandbox(<SupportEntry />, atTier(tierLevel));
      const link = await screen.findByRole('link', { name: label });
      expect(link).toHaveAttribute('href', href);
      await userEvent.click(link);
      expect(host.onNavigate).toHaveBeenCalledWith(href);
    });
  });

  describe('given the host takes the contact itself (onContact)', () => {
    it.each([
      [3, 'Contact customer service', 'human-service'],
      [9, 'Contact your VIP account manager', 'vip-manager'],
    ] as const)(
      'at tier %i the button hands over %s as %s and navigates nowhere',
      async (tier, label, channel) => {
        const onContact = vi.fn();
        const { host } = renderOnSandbox(<SupportEntry onContact={onContact} />, atTier(tier));
        await userEvent.click(await screen.findByRole('button', { name: label }));
        expect(onContact).toHaveBeenCalledWith(channel);
        expect(host.onNavigate).not.toHaveBeenCalled();
      },
    );
  });

  describe('given the exchange app (platform app)', () => {
    it('the support route carries needNavBar=0 (§2)', async () => {
      renderOnSandbox(<SupportEntry />, { ...atTier(8), platform: 'app' });
      expect(await screen.findByRole('link', { name: 'Contact your VIP account manager' })).toHaveAttribute(
        'href',
        '/groupchat/call_vip_account_manager?needNavBar=0',
      );
    });
  });
});
