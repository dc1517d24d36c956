import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface TabsProps {
  /** The selected tab (controlled). */
  value?: string;
  /** The tab selected first when uncontrolled. */
  defaultValue?: string;
  /** Called when the customer selects another tab. */
  onValueChange?: (value: string) => void;
  /**
   * 'line' is the underlined tab bar (Flexible / Fixed, §2); 'chips' is a row of pill buttons for
   * short choices such as the chart periods 24 hours / 7 days / 30 days (§2).
   * @default 'line'
   */
  variant?: 'line' | 'chips';
  /**
   * Whether arrow keys select the tab they move to, or only move focus (then Enter/Space selects).
   * @default 'automatic'
   */
  activationMode?: 'automatic' | 'manual';
  /** Extra class on the root. */
  className?: string;
  /** A `TabsList` and one `TabsContent` per trigger. */
  children?: ReactNode;
}

/** Tabs (Radix Tabs underneath): arrow keys move between tabs, Home/End jump to the ends. */
export function Tabs({ variant = 'line', activationMode = 'automatic', className, ...rest }: TabsProps) {
  return (
    <RadixTabs.Root
      {...rest}
      activationMode={activationMode}
      data-variant={variant}
      className={className ? `wk-tabs ${className}` : 'wk-tabs'}
    />
  );
}

export interface TabsListProps {
  /** What the tabs choose between, e.g. "Product type"; a tablist needs a name. */
  'aria-label': string;
  /** Whether arrow-key focus wraps from the last tab to the first. @default true */
  loop?: boolean;
  /** The `TabsTrigger`s. */
  children?: ReactNode;
}

/** The row of tabs. */
export function TabsList({ loop = true, ...rest }: TabsListProps) {
  return <RadixTabs.List {...rest} loop={loop} className="wk-tabs__list" />;
}

export interface TabsTriggerProps {
  /** The value this tab selects; matches a `TabsContent`. */
  value: string;
  /** Whether the tab can be selected. @default false */
  disabled?: boolean;
  /** The tab's label. */
  children?: ReactNode;
}

/** One tab. Exposes `data-state="active|inactive"`. */
export function TabsTrigger({ disabled = false, ...rest }: TabsTriggerProps) {
  return <RadixTabs.Trigger {...rest} disabled={disabled} className="wk-tabs__trigger" />;
}

export interface TabsContentProps {
  /** The tab value this panel belongs to. */
  value: string;
  /** Keep the panel mounted while another tab is selected (to preserve its state). @default false */
  forceMount?: boolean;
  /** The panel. */
  children?: ReactNode;
}

/** The panel of one tab. */
export function TabsContent({ forceMount = false, ...rest }: TabsContentProps) {
  return <RadixTabs.Content {...rest} forceMount={forceMount || undefined} className="wk-tabs__content" />;
}
