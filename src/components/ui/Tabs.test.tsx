import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Chips } from './Chips';
import { Tabs, TabsContent, TabsList, type TabsProps, TabsTrigger } from './Tabs';

function Example(props: { onValueChange?: (value: string) => void; value?: string }) {
  return (
    <Tabs defaultValue="flexible" value={props.value} onValueChange={props.onValueChange}>
      <TabsList aria-label="Product type">
        <TabsTrigger value="flexible">Flexible</TabsTrigger>
        <TabsTrigger value="fixed">Fixed</TabsTrigger>
        <TabsTrigger value="locked" disabled>
          Locked
        </TabsTrigger>
      </TabsList>
      <TabsContent value="flexible">Flexible holdings</TabsContent>
      <TabsContent value="fixed">Fixed holdings</TabsContent>
      <TabsContent value="locked">Locked holdings</TabsContent>
    </Tabs>
  );
}

/** Tabs named by the letters given ('ab' → A, B), each with a panel "X content", starting at the first. */
function Lettered({
  letters,
  label,
  loop,
  ...props
}: { letters: string; label: string; loop?: boolean } & Omit<TabsProps, 'children'>) {
  const values = [...letters];
  return (
    <Tabs defaultValue={values[0]} {...props}>
      <TabsList aria-label={label} {...(loop === undefined ? {} : { loop })}>
        {values.map((v) => (
          <TabsTrigger key={v} value={v}>
            {v.toUpperCase()}
          </TabsTrigger>
        ))}
      </TabsList>
      {values.map((v) => (
        <TabsContent key={v} value={v}>{`${v.toUpperCase()} content`}</TabsContent>
      ))}
    </Tabs>
  );
}

describe('Tabs', () => {
  describe('given tabs with a default value', () => {
    it('then the list is named, the default tab is selected and its panel shown', () => {
      render(<Example />);
      expect(screen.getByRole('tablist', { name: 'Product type' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Flexible' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Flexible holdings');
    });

    it('when ArrowRight is pressed, then the next tab is focused and selected', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<Example onValueChange={onValueChange} />);
      await user.tab();
      expect(screen.getByRole('tab', { name: 'Flexible' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      const fixed = screen.getByRole('tab', { name: 'Fixed' });
      expect(fixed).toHaveFocus();
      expect(fixed).toHaveAttribute('data-state', 'active');
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Fixed holdings');
      expect(onValueChange).toHaveBeenCalledWith('fixed');
    });

    it('when ArrowRight is pressed on the last enabled tab, then focus wraps to the first, skipping disabled', async () => {
      const user = userEvent.setup();
      render(<Example />);
      await user.tab();
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Flexible' })).toHaveFocus();
    });
  });

  describe('given the keyboard in the tabs (the APG tabs pattern)', () => {
    it('then only the selected tab is in the tab order', () => {
      render(<Example />);
      expect(screen.getByRole('tab', { name: 'Flexible' })).toHaveAttribute('tabindex', '0');
      expect(screen.getByRole('tab', { name: 'Fixed' })).toHaveAttribute('tabindex', '-1');
      expect(screen.getByRole('tablist')).not.toHaveAttribute('tabindex');
    });

    it('when ArrowLeft, End and Home are pressed, then focus and selection move there, skipping disabled', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<Example onValueChange={onValueChange} />);
      await user.tab();
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Fixed' })).toHaveFocus();
      await user.keyboard('{Home}');
      expect(screen.getByRole('tab', { name: 'Flexible' })).toHaveFocus();
      await user.keyboard('{End}');
      expect(screen.getByRole('tab', { name: 'Fixed' })).toHaveAttribute('aria-selected', 'true');
      expect(onValueChange.mock.calls).toEqual([['fixed'], ['flexible'], ['fixed']]);
    });

    it('when the list does not loop, then ArrowRight on the last tab stays there', async () => {
      const user = userEvent.setup();
      render(<Lettered letters="ab" label="Ends" loop={false} defaultValue="b" />);
      await user.tab();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'B' })).toHaveFocus();
    });

    it('when the page reads right to left, then ArrowLeft moves to the next tab', async () => {
      const user = userEvent.setup();
      render(
        <div dir="rtl" style={{ direction: 'rtl' }}>
          <Lettered letters="abc" label="Right to left" />
        </div>,
      );
      await user.tab();
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'B' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'A' })).toHaveFocus();
    });

    it('when activation is manual, then an arrow moves focus only and Enter selects', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<Lettered letters="ab" label="Manual" activationMode="manual" onValueChange={onValueChange} />);
      await user.tab();
      await user.keyboard('{ArrowRight}');
      const b = screen.getByRole('tab', { name: 'B' });
      expect(b).toHaveFocus();
      expect(b).toHaveAttribute('aria-selected', 'false');
      expect(onValueChange).not.toHaveBeenCalled();
      await user.keyboard('{Enter}');
      expect(b).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel')).toHaveTextContent('B content');
      expect(onValueChange.mock.calls).toEqual([['b']]);
    });

    it('when a tab is clicked, then its change is reported once', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<Example onValueChange={onValueChange} />);
      await user.click(screen.getByRole('tab', { name: 'Fixed' }));
      expect(onValueChange.mock.calls).toEqual([['fixed']]);
    });

    it('then a disabled tab says so and cannot be chosen', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<Example onValueChange={onValueChange} />);
      const locked = screen.getByRole('tab', { name: 'Locked' });
      expect(locked).toBeDisabled();
      expect(locked).toHaveAttribute('data-disabled');
      await user.click(locked);
      expect(onValueChange).not.toHaveBeenCalled();
    });
  });

  describe('given a tab chosen with the mouse', () => {
    it('when the keyboard comes back into the tabs, then it lands on the selected tab, not the list', async () => {
      const user = userEvent.setup();
      render(
        <>
          <button type="button">Before</button>
          <Example />
        </>,
      );
      await user.click(screen.getByRole('tab', { name: 'Fixed' }));
      await user.click(screen.getByRole('button', { name: 'Before' }));
      await user.tab();
      expect(screen.getByRole('tab', { name: 'Fixed' })).toHaveFocus();
    });
  });

  describe('given the panels', () => {
    it('then each tab controls its panel and the panel is named by its tab', () => {
      render(<Example />);
      const fixed = screen.getByRole('tab', { name: 'Fixed' });
      const panel = document.getElementById(fixed.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', fixed.id);
      expect(screen.getByRole('tabpanel', { name: 'Flexible' })).toHaveTextContent('Flexible holdings');
    });

    it('then a tab not selected has its panel hidden and empty, until it is selected', async () => {
      const user = userEvent.setup();
      render(<Example />);
      const fixed = screen.getByRole('tab', { name: 'Fixed' });
      const panel = document.getElementById(fixed.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeVisible();
      expect(panel).toBeEmptyDOMElement();
      await user.click(fixed);
      expect(screen.getByRole('tabpanel', { name: 'Fixed' })).toHaveTextContent('Fixed holdings');
      expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    });

    it('when a panel is force-mounted, then its content stays, hidden, while another tab is selected', async () => {
      const user = userEvent.setup();
      render(
        <Tabs defaultValue="a">
          <TabsList aria-label="Kept">
            <TabsTrigger value="a">A</TabsTrigger>
            <TabsTrigger value="b">B</TabsTrigger>
          </TabsList>
          <TabsContent value="a" forceMount>
            <input aria-label="Kept field" defaultValue="typed" />
          </TabsContent>
          <TabsContent value="b">B content</TabsContent>
        </Tabs>,
      );
      await user.click(screen.getByRole('tab', { name: 'B' }));
      const kept = screen.getByRole('textbox', { name: 'Kept field', hidden: true });
      expect(kept).not.toBeVisible();
      await user.click(screen.getByRole('tab', { name: 'A' }));
      expect(screen.getByRole('textbox', { name: 'Kept field' })).toBe(kept);
    });
  });

  describe('given the keyboard leaving the tabs', () => {
    function Panels({ tabStop }: { tabStop?: boolean }) {
      return (
        <Tabs defaultValue="a">
          <TabsList aria-label="Panels">
            <TabsTrigger value="a">A</TabsTrigger>
            <TabsTrigger value="b">B</TabsTrigger>
          </TabsList>
          <TabsContent value="a" {...(tabStop === undefined ? {} : { tabStop })}>
            <button type="button">First control</button>
          </TabsContent>
          <TabsContent value="b">B content</TabsContent>
        </Tabs>
      );
    }

    it('when Tab is pressed on the tab, then the panel takes focus (a panel is a tab stop by default)', async () => {
      const user = userEvent.setup();
      render(<Panels />);
      await user.click(screen.getByRole('tab', { name: 'A' }));
      await user.tab();
      expect(screen.getByRole('tabpanel', { name: 'A' })).toHaveFocus();
    });

    it('when the panel is not a tab stop, then Tab goes from the tab straight to its first control', async () => {
      const user = userEvent.setup();
      render(<Panels tabStop={false} />);
      await user.click(screen.getByRole('tab', { name: 'A' }));
      await user.tab();
      expect(screen.getByRole('button', { name: 'First control' })).toHaveFocus();
      expect(screen.getByRole('tabpanel', { name: 'A' })).not.toHaveAttribute('tabindex');
    });
  });

  describe('given controlled tabs', () => {
    it('when another tab is chosen, then only onValueChange fires until the parent updates', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<Example value="flexible" onValueChange={onValueChange} />);
      await user.click(screen.getByRole('tab', { name: 'Fixed' }));
      expect(onValueChange).toHaveBeenCalledWith('fixed');
      expect(screen.getByRole('tab', { name: 'Flexible' })).toHaveAttribute('aria-selected', 'true');
    });
  });
});

describe('Chips', () => {
  const terms = [
    { value: '7', label: '7 days' },
    { value: '30', label: '30 days' },
    { value: '90', label: '90 days', disabled: true },
    { value: '180', label: '180 days' },
  ];

  describe('given term chips', () => {
    it('then they are a named radio group with the default chosen', () => {
      render(<Chips aria-label="Term" options={terms} defaultValue="30" />);
      expect(screen.getByRole('radiogroup', { name: 'Term' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
      expect(screen.getByRole('radio', { name: '90 days' })).toBeDisabled();
    });

    it('when a chip is clicked, then it is chosen and reported', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<Chips aria-label="Term" options={terms} defaultValue="7" onValueChange={onValueChange} />);
      await user.click(screen.getByText('180 days'));
      expect(screen.getByRole('radio', { name: '180 days' })).toBeChecked();
      expect(onValueChange).toHaveBeenCalledWith('180');
    });

    it('when arrow keys are pressed, then the choice moves, skipping disabled chips', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<Chips aria-label="Term" options={terms} defaultValue="30" onValueChange={onValueChange} />);
      await user.tab();
      expect(screen.getByRole('radio', { name: '30 days' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('radio', { name: '180 days' })).toBeChecked();
      expect(onValueChange).toHaveBeenLastCalledWith('180');
    });
  });
});
