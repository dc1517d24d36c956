import type { ReactNode } from 'react';
import type { PageRoute } from '../../domain/links';
import { useWealth } from '../../hooks/context';

export interface ExchangeLinkProps {
  /** The §2 page, from a `LINKS` builder. */
  page: PageRoute;
  children: ReactNode;
}

/**
 * A real link to an exchange page (§2): the href a customer can open in a new tab or copy, while a
 * plain click goes through the host's navigation (`WealthProvider onNavigate`), as every widget
 * link does.
 */
export function ExchangeLink({ page, children }: ExchangeLinkProps) {
  const { href, navigate } = useWealth();
  return (
    <a
      className="wk-exchange-link"
      href={href(page.path, page.query)}
      onClick={(event) => {
        // A modified click (new tab, new window) is the browser's to handle.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(page.path, page.query);
      }}
    >
      {children}
    </a>
  );
}
