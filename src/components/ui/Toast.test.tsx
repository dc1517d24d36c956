import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster, type ToastMessage } from './Toast';
import { WealthRoot } from './WealthRoot';

const toasts: ToastMessage[] = [
  { id: 'a', tone: 'success', text: 'Copied' },
  { id: 'b', tone: 'warning', text: 'Funding is locked' },
  { id: 'c', tone: 'error', text: 'Networkerr' },
];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
});

// user-event waits on happy-dom timers that the fake clock freezes, so these tests fire events directly.

describe('Toaster', () => {
  describe('given toasts of several tones', () => {
    it('then errors are in the assertive alert region and the rest in the polite status region', () => {
      render(
        <WealthRoot>
          <Toaster toasts={toasts} onDismiss={() => {}} />
        </WealthRoot>,
      );
      const status = screen.getByRole('status');
      const alert = screen.getByRole('alert');
      expect(status).toHaveAttribute('aria-live', 'polite');
      expect(alert).toHaveAttribute('aria-live', 'assertive');
      expect(within(status).getByText('Copied')).toBeInTheDocument();
      expect(within(status).getByText('Funding is locked')).toBeInTheDocument();
      expect(within(alert).getByText('Networkerr')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Notifications' }).closest('.wk-root')).not.toBeNull();
    });

    it('when a dismiss button is pressed, then onDismiss gets that toast id', () => {
      const onDismiss = vi.fn();
      render(<Toaster toasts={toasts} onDismiss={onDismiss} />);
      const alert = screen.getByRole('alert');
      fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
      expect(onDismiss).toHaveBeenCalledWith('c');
    });
  });

  describe('given a toast and the default duration', () => {
    it('when 4000 ms pass, then it is dismissed, not before', () => {
      const onDismiss = vi.fn();
      render(<Toaster toasts={[toasts[0]!]} onDismiss={onDismiss} />);
      act(() => vi.advanceTimersByTime(3999));
      expect(onDismiss).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onDismiss).toHaveBeenCalledWith('a');
    });

    it('when hovered, then the clock pauses, and resumes with the time left on leave', () => {
      const onDismiss = vi.fn();
      render(<Toaster toasts={[toasts[0]!]} onDismiss={onDismiss} />);
      act(() => vi.advanceTimersByTime(3000));
      fireEvent.mouseEnter(screen.getByRole('region', { name: 'Notifications' }));
      act(() => vi.advanceTimersByTime(10_000));
      expect(onDismiss).not.toHaveBeenCalled();
      fireEvent.mouseLeave(screen.getByRole('region', { name: 'Notifications' }));
      act(() => vi.advanceTimersByTime(900));
      expect(onDismiss).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(100));
      expect(onDismiss).toHaveBeenCalledWith('a');
    });

    it('when focus is inside, then the clock pauses', () => {
      const onDismiss = vi.fn();
      render(<Toaster toasts={[toasts[0]!]} onDismiss={onDismiss} dismissLabel="Schließen" />);
      act(() => screen.getByRole('button', { name: 'Schließen' }).focus());
      act(() => vi.advanceTimersByTime(10_000));
      expect(onDismiss).not.toHaveBeenCalled();
    });
  });

  describe('given a custom duration', () => {
    it('then that duration applies', () => {
      const onDismiss = vi.fn();
      render(<Toaster toasts={[toasts[2]!]} onDismiss={onDismiss} duration={1000} />);
      act(() => vi.advanceTimersByTime(1000));
      expect(onDismiss).toHaveBeenCalledWith('c');
    });
  });
});
