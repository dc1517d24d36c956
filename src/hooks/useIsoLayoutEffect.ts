import { useEffect, useLayoutEffect } from 'react';

/** `useLayoutEffect` in a browser; on a server, where React 18 warns about it, `useEffect` (a no-op there). */
export const useIsoLayoutEffect = typeof window !== 'undefined' ? useLayoutEffect : useEffect;
