import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  describe('given no props but a label', () => {
    it('then it is a primary, medium, non-submitting button', () => {
      render(<Button>Confirm</Button>);
      const button = screen.getByRole('button', { name: 'Confirm' });
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('data-variant', 'primary');
      expect(button).toHaveAttribute('data-size', 'md');
      expect(button).not.toHaveAttribute('data-flush-end');
    });
  });

  describe('given flushEnd', () => {
    it('then it says so for the stylesheet, which ends its label at the row edge', () => {
      render(
        <Button variant="ghost" size="sm" flushEnd>
          Transfer
        </Button>,
      );
      expect(screen.getByRole('button', { name: 'Transfer' })).toHaveAttribute('data-flush-end', '');
    });
  });

  describe('given loading', () => {
    it('then it keeps its name, is busy and aria-disabled, and ignores presses', async () => {
      const user = userEvent.setup();
      const onClick = vi.fn();
      render(
        <Button loading onClick={onClick}>
          Confirm
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Confirm' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      await user.click(button);
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  describe('given disabled', () => {
    it('then it is natively disabled', () => {
      render(
        <Button variant="danger" disabled>
          Redeem early
        </Button>,
      );
      expect(screen.getByRole('button', { name: 'Redeem early' })).toBeDisabled();
    });
  });
});
