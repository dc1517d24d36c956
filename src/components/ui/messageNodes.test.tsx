import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translate';
import { messageNodes } from './messageNodes';

const t = createTranslator(
  { window: '{start} – {end}', reversed: '至 {end}，自 {start}', missing: 'from {start}' },
  {},
);

describe('messageNodes', () => {
  describe('given a message with two placeholders', () => {
    it('renders each value as the element given, in the catalogue’s order, with its words between', () => {
      render(
        <p data-testid="m">
          {messageNodes(t, 'window', { start: <b>2025-01-13</b>, end: <b>2025-01-25</b> })}
        </p>,
      );
      expect(screen.getByTestId('m')).toHaveTextContent('2025-01-13 – 2025-01-25');
      expect(screen.getByText('2025-01-13').tagName).toBe('B');
      expect(screen.getByText('2025-01-25').tagName).toBe('B');
    });

    it('follows a language that puts them the other way round', () => {
      render(<p data-testid="m">{messageNodes(t, 'reversed', { start: <i>A</i>, end: <i>B</i> })}</p>);
      expect(screen.getByTestId('m')).toHaveTextContent('至 B，自 A');
    });
  });

  describe('given a value the message does not place', () => {
    it('leaves it out and renders the rest', () => {
      render(<p data-testid="m">{messageNodes(t, 'missing', { start: <i>A</i>, end: <i>B</i> })}</p>);
      expect(screen.getByTestId('m')).toHaveTextContent(/^from A$/);
    });
  });
});
