import { useCallback } from 'react';
import { useWealth } from './context';

/**
 * Copies text to the clipboard and says so (§8 success toast 'Copied'); a refused clipboard (no
 * permission, an insecure page) gets the generic error toast. Resolves whether it was copied.
 */
export function useCopyText(): (text: string) => Promise<boolean> {
  const { toast } = useWealth();
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast('success', { key: 'Copied' });
        return true;
      } catch {
        toast('error', { key: 'errors.generic' });
        return false;
      }
    },
    [toast],
  );
}
