import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultIcon } from './ResultIcon';

// Issue 16 item 22: a result view shows a mark, not an empty circle.
describe('ResultIcon', () => {
  describe.each([
    ['success', 'M14 24.5l7 7 13-14'],
    ['submitted', 'M24 13v11l7 5'],
  ] as const)('given %s', (status, mark) => {
    it('draws its mark on the disc, hidden from assistive technology', () => {
      // In a box, as in the result views that draw it (tests/setup/armour.ts).
      const { container } = render(<ResultIcon status={status} />, {
        wrapper: ({ children }) => <div className="wk-box">{children}</div>,
      });
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('data-state', status);
      expect(svg?.querySelector('path')).toHaveAttribute('d', mark);
    });
  });
});
