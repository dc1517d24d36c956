import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  describe('given an uncontrolled switch with a visible label', () => {
    it('then it is a switch named by its label, off', () => {
      render(<Switch label="Auto earn" />);
      const control = screen.getByRole('switch', { name: 'Auto earn' });
      expect(control).not.toBeChecked();
      expect(control).toHaveAttribute('data-state', 'unchecked');
    });

    it('when Space is pressed, then it toggles and reports', async () => {
      const user = userEvent.setup();
      const onCheckedChange = vi.fn();
      render(<Switch label="Auto earn" onCheckedChange={onCheckedChange} />);
      await user.tab();
      await user.keyboard(' ');
      const control = screen.getByRole('switch', { name: 'Auto earn' });
      expect(control).toBeChecked();
      expect(control).toHaveAttribute('data-state', 'checked');
      expect(onCheckedChange).toHaveBeenCalledWith(true);
      await user.keyboard(' ');
      expect(control).not.toBeChecked();
      expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    });

    it('when its label is clicked, then it toggles', async () => {
      const user = userEvent.setup();
      render(<Switch label="Auto earn" defaultChecked />);
      await user.click(screen.getByText('Auto earn'));
      expect(screen.getByRole('switch')).not.toBeChecked();
    });
  });

  describe('given a controlled switch', () => {
    it('when pressed, then it asks the parent and stays as the parent says', async () => {
      const user = userEvent.setup();
      const onCheckedChange = vi.fn();
      const { rerender } = render(
        <Switch aria-label="Auto earn USDT" checked={false} onCheckedChange={onCheckedChange} />,
      );
      const control = screen.getByRole('switch', { name: 'Auto earn USDT' });
      await user.click(control);
      expect(onCheckedChange).toHaveBeenCalledWith(true);
      expect(control).not.toBeChecked();
      rerender(<Switch aria-label="Auto earn USDT" checked onCheckedChange={onCheckedChange} />);
      expect(control).toBeChecked();
    });
  });

  describe('given a disabled switch', () => {
    it('when pressed, then nothing changes', async () => {
      const user = userEvent.setup();
      const onCheckedChange = vi.fn();
      render(<Switch label="Auto reinvest" disabled onCheckedChange={onCheckedChange} />);
      const control = screen.getByRole('switch', { name: 'Auto reinvest' });
      expect(control).toBeDisabled();
      await user.click(control);
      expect(onCheckedChange).not.toHaveBeenCalled();
    });
  });

  describe('given a loading switch', () => {
    it('then it is busy, aria-disabled, keeps focus and ignores presses', async () => {
      const user = userEvent.setup();
      const onCheckedChange = vi.fn();
      render(<Switch label="Auto earn" loading onCheckedChange={onCheckedChange} />);
      const control = screen.getByRole('switch', { name: 'Auto earn' });
      expect(control).toHaveAttribute('aria-busy', 'true');
      expect(control).toHaveAttribute('aria-disabled', 'true');
      await user.tab();
      expect(control).toHaveFocus();
      await user.keyboard(' ');
      expect(onCheckedChange).not.toHaveBeenCalled();
    });
  });
});
