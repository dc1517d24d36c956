import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent } from './Dialog';
import { usePortalContainer } from './portal';
import { useMediaQuery } from './useMediaQuery';
import { WealthRoot } from './WealthRoot';

function PortalProbe() {
  const container = usePortalContainer();
  return <output>{container ? container.tagName : 'none'}</output>;
}

function MediaProbe() {
  return <span>{String(useMediaQuery('(max-width: 767.98px)', true))}</span>;
}

describe('WealthRoot', () => {
  describe('given a theme', () => {
    it('then it renders the .wk-root scope with that theme and a portal container inside it', () => {
      const { container } = render(
        <WealthRoot theme="vip">
          <PortalProbe />
        </WealthRoot>,
      );
      const root = container.querySelector('.wk-root');
      expect(root).toHaveAttribute('data-theme', 'vip');
      expect(root?.querySelector('[data-wk-portal]')).not.toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('DIV');
    });

    it('when no theme is given, then it is light', () => {
      const { container } = render(<WealthRoot />);
      expect(container.querySelector('.wk-root')).toHaveAttribute('data-theme', 'light');
    });
  });

  describe('given no WealthRoot', () => {
    it('then portaled content falls back to document.body', async () => {
      render(
        <Dialog defaultOpen>
          <DialogContent title="Alone">body</DialogContent>
        </Dialog>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Alone' });
      expect(dialog.closest('.wk-root')).toBeNull();
      expect(document.body).toContainElement(dialog);
    });
  });

  describe('given a server render', () => {
    it('then there is nowhere to portal yet and media queries give the server value', () => {
      const html = renderToString(
        <>
          <PortalProbe />
          <MediaProbe />
        </>,
      );
      expect(html).toContain('none');
      expect(html).toContain('true');
    });
  });
});
