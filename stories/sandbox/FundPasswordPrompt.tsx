import { useCallback, useRef, useState } from 'react';
import type { FundPasswordRequest } from '../../src/api';
import { Button } from '../../src/components/ui/Button';
import { Dialog, DialogContent } from '../../src/components/ui/Dialog';

/**
 * What a host's `requestFundPassword` might look like: a dialog that resolves the typed password or
 * null on cancel. Stories use it so designers can walk the §4 fund-password flow on the sandbox.
 */
export function useFundPasswordPrompt() {
  const [request, setRequest] = useState<FundPasswordRequest | null>(null);
  const [value, setValue] = useState('');
  const resolver = useRef<((password: string | null) => void) | null>(null);

  const ask = useCallback(
    (next: FundPasswordRequest) =>
      new Promise<string | null>((resolve) => {
        resolver.current = resolve;
        setValue('');
        setRequest(next);
      }),
    [],
  );

  const finish = (password: string | null) => {
    resolver.current?.(password);
    resolver.current = null;
    setRequest(null);
  };

  const element = (
    <Dialog open={request !== null} onOpenChange={(open) => !open && finish(null)}>
      <DialogContent
        title="Fund password"
        description={
          request?.reason === 'invalid' ? 'Incorrect fund password. Try again.' : 'Enter your fund password.'
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => finish(null)}>
              Cancel
            </Button>
            <Button onClick={() => finish(value)} disabled={value === ''}>
              Confirm
            </Button>
          </>
        }
      >
        <label style={{ display: 'grid', gap: 4 }}>
          Fund password
          <input
            type="password"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && value !== '' && finish(value)}
          />
        </label>
      </DialogContent>
    </Dialog>
  );

  return { ask, element };
}
