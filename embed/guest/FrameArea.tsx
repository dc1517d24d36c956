import '../../src/pages/pages.css';
import { useEffect, useRef } from 'react';
import { type AreaRouter, useUrlRouter } from '../../src/pages/areaRouter';
import { WealthArea } from '../../src/pages/WealthArea';
import { FRAME_QUERY } from '../protocol';

// WealthArea checks the page against its route table: anything else shows its not-found page.
const currentPage = () => new URLSearchParams(window.location.search).get(FRAME_QUERY.page) ?? '';

function frameUrl(page: string): URL {
  const url = new URL(window.location.href);
  url.searchParams.set(FRAME_QUERY.page, page);
  return url;
}

/**
 * The frame's router: the area page is the `page` parameter of the frame's own URL. A move to
 * another page is a history entry of the frame (the host's Back button steps back through it) and
 * a reload of the frame opens the page the customer was on.
 */
export function useFramePageRouter(): AreaRouter {
  return useUrlRouter(currentPage, frameUrl);
}

export interface FrameAreaProps {
  /** The frame moved to another page (not called for the one it opened on, which `ready` names). */
  onPageChange?: (page: string) => void;
}

/** The wealth area in a frame opened with `page=` (its own chunk: a widget frame never loads it). */
export function FrameArea({ onPageChange }: FrameAreaProps) {
  const router = useFramePageRouter();
  const shown = useRef(router.location);
  useEffect(() => {
    const { location } = router;
    if (location === null || location === shown.current) return;
    shown.current = location;
    onPageChange?.(location);
  }, [router, onPageChange]);
  return <WealthArea router={router} />;
}
