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

function OpenDialog() {
  return (
    <Dialog defaultOpen>
      <DialogContent title="Subscribe USDT">body</DialogContent>
    </Dialog>
  );
}

describe('WealthRoot', () => {
  describe('given a theme', () => {
    it('then it renders the .wk-root scope with that theme', () => {
      const { container } = render(
        <WealthRoot theme="vip">
          <PortalProbe />
        </WealthRoot>,
      );
      expect(container.querySelector('.wk-root')).toHaveAttribute('data-theme', 'vip');
      expect(screen.getByRole('status')).toHaveTextContent('DIV');
    });

    it('when no theme is given, then it is light', () => {
      const { container } = render(<WealthRoot />);
      expect(container.querySelector('.wk-root')).toHaveAttribute('data-theme', 'light');
    });
  });

  describe('given a provider in the page (portalContainer auto)', () => {
    it("then dialogs go to a layer at the end of the body, carrying the box's theme, language, class and --wk-* values", async () => {
      const { container } = render(
        <WealthRoot
          theme="dark"
          lang="zh-CN"
          className="host-brand"
          style={{ '--wk-color-primary': '#0a7d5a', marginTop: 24 } as React.CSSProperties}
        >
          <OpenDialog />
        </WealthRoot>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Subscribe USDT' });
      const layer = dialog.closest('[data-wk-portal]') as HTMLElement;
      expect(container).not.toContainElement(dialog);
      expect(layer.parentElement).toBe(document.body);
      expect(layer).toHaveClass('wk-root', 'wk-portal', 'host-brand');
      expect(layer).toHaveAttribute('data-theme', 'dark');
      expect(layer).toHaveAttribute('lang', 'zh-CN');
      expect(layer).toHaveAttribute('translate', 'no');
      // The theme value reaches the dialog; the box's layout does not reach the page.
      expect(layer.style.getPropertyValue('--wk-color-primary')).toBe('#0a7d5a');
      expect(layer.style.marginTop).toBe('');
    });

    it('when the theme changes, then the layer follows', async () => {
      const { rerender } = render(
        <WealthRoot theme="light">
          <OpenDialog />
        </WealthRoot>,
      );
      const dialog = await screen.findByRole('dialog');
      rerender(
        <WealthRoot theme="vip">
          <OpenDialog />
        </WealthRoot>,
      );
      expect(dialog.closest('[data-wk-portal]')).toHaveAttribute('data-theme', 'vip');
    });

    it('when the provider unmounts, then its layer leaves the body', async () => {
      const { unmount } = render(
        <WealthRoot>
          <OpenDialog />
        </WealthRoot>,
      );
      await screen.findByRole('dialog');
      expect(document.querySelectorAll('[data-wk-portal]')).toHaveLength(1);
      unmount();
      expect(document.querySelectorAll('[data-wk-portal]')).toHaveLength(0);
    });
  });

  describe("given a provider inside a host's own dialog (portalContainer auto)", () => {
    it("then dialogs stay inside the provider's box, where the host dialog's focus trap counts them in", async () => {
      const { container } = render(
        <div role="dialog" aria-label="Host drawer">
          <WealthRoot>
            <OpenDialog />
          </WealthRoot>
        </div>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Subscribe USDT' });
      expect(container.querySelector('.wk-root')).toContainElement(dialog);
    });
  });

  describe('given portalContainer inline', () => {
    it("then dialogs are inside the provider's box", async () => {
      const { container } = render(
        <WealthRoot portalContainer="inline">
          <OpenDialog />
        </WealthRoot>,
      );
      const dialog = await screen.findByRole('dialog');
      expect(container.querySelector('.wk-root')).toContainElement(dialog);
    });
  });

  describe("given portalContainer page inside a host's dialog", () => {
    it('then dialogs still go to the end of the body', async () => {
      render(
        <div role="dialog" aria-label="Host drawer">
          <WealthRoot portalContainer="page">
            <OpenDialog />
          </WealthRoot>
        </div>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Subscribe USDT' });
      expect(dialog.closest('[data-wk-portal]')?.parentElement).toBe(document.body);
    });
  });

  describe('given an element of the host as portalContainer', () => {
    it('then dialogs go into it', async () => {
      const mine = document.body.appendChild(document.createElement('aside'));
      try {
        render(
          <WealthRoot portalContainer={mine}>
            <OpenDialog />
          </WealthRoot>,
        );
        expect(mine).toContainElement(await screen.findByRole('dialog'));
      } finally {
        mine.remove();
      }
    });
  });

  describe("given the page's Content-Security-Policy nonce (deprecated, ignored)", () => {
    it('when a dialog opens, then the page is locked without a style element, which such a policy would refuse', async () => {
      const styles = document.querySelectorAll('style').length;
      render(
        <WealthRoot nonce="n0nce">
          <OpenDialog />
        </WealthRoot>,
      );
      await screen.findByRole('dialog');
      expect(document.body.style.getPropertyValue('overflow-y')).toBe('hidden');
      expect(document.querySelectorAll('style')).toHaveLength(styles);
      expect(document.querySelector('[nonce]')).toBeNull();
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

    it('then the box renders without a layer, which the client adds once mounted', () => {
      const html = renderToString(
        <WealthRoot>
          <p>host</p>
        </WealthRoot>,
      );
      expect(html).toContain('class="wk-root"');
      expect(html).not.toContain('data-wk-portal');
    });
  });
});
