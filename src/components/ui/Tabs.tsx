import * as RadixTabs from '@radix-ui/react-tabs';
import {
  createContext,
  type FocusEvent,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
} from 'react';

/** What a panel needs from its tabs: the ids the triggers point at, and which tab is selected. */
const TabsState = createContext<{ baseId: string; value: string | undefined }>({
  baseId: '',
  value: undefined,
});
const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

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

/**
 * Tabs (Radix Tabs underneath): arrow keys move between tabs, Home/End jump to the ends. The
 * panels are ours (`TabsContent`), not Radix's: its panel reads the computed style of every panel,
 * the hidden ones too, the moment it mounts (to wait for an exit animation we don't have) and
 * renders itself once more, which forced a style recalculation in the middle of each dialog's first
 * commit. So the selected value is held here, and Radix is told it.
 */
export function Tabs({
  variant = 'line',
  activationMode = 'automatic',
  className,
  value,
  defaultValue,
  onValueChange,
  children,
}: TabsProps) {
  const baseId = useId();
  const [chosen, setChosen] = useState(defaultValue);
  const selected = value ?? chosen;
  const select = useCallback(
    (next: string) => {
      setChosen(next);
      onValueChange?.(next);
    },
    [onValueChange],
  );
  const state = useMemo(() => ({ baseId, value: selected }), [baseId, selected]);
  return (
    <TabsState.Provider value={state}>
      <RadixTabs.Root
        // Always controlled ('' selects nothing), so Radix never switches from uncontrolled.
        value={selected ?? ''}
        onValueChange={select}
        activationMode={activationMode}
        data-variant={variant}
        className={className ? `wk-box wk-tabs ${className}` : 'wk-box wk-tabs'}
      >
        {children}
      </RadixTabs.Root>
    </TabsState.Provider>
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

/**
 * Keyboard focus that comes to the list itself goes on to the selected tab. Radix's list, a tab stop
 * of its own, hands focus on only when a flag its mousedown sets is clear; but a tab's mousedown
 * focuses the tab before the list's runs, so after any click on a tab the flag stayed set and the
 * next Tab into the tabs stopped on the list, with no ring (Chromium, a real mouse). Radix's own
 * handler then stands aside (`preventDefault`), or it would move focus on past the selected tab.
 */
function focusSelectedTab(event: FocusEvent<HTMLDivElement>) {
  if (event.target !== event.currentTarget) return;
  const selected = event.currentTarget.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!selected) return;
  event.preventDefault();
  selected.focus();
}

/** The row of tabs. */
export function TabsList({ loop = true, ...rest }: TabsListProps) {
  return <RadixTabs.List {...rest} loop={loop} className="wk-tabs__list" onFocus={focusSelectedTab} />;
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
export function TabsTrigger({ disabled = false, value, ...rest }: TabsTriggerProps) {
  const { baseId } = useContext(TabsState);
  return (
    <RadixTabs.Trigger
      {...rest}
      value={value}
      id={triggerId(baseId, value)}
      aria-controls={panelId(baseId, value)}
      disabled={disabled}
      className="wk-tabs__trigger"
    />
  );
}

export interface TabsContentProps {
  /** The tab value this panel belongs to. */
  value: string;
  /** Keep the panel mounted while another tab is selected (to preserve its state). @default false */
  forceMount?: boolean;
  /**
   * Whether the panel itself is a tab stop. The APG tabs pattern makes a panel one when its first
   * content cannot take focus (text, a list of figures); a panel whose first content can (a table's
   * scrolling region, a row of buttons) leaves it out, so Tab goes from the tab straight to it.
   * @default true
   */
  tabStop?: boolean;
  /** The panel. */
  children?: ReactNode;
}

/**
 * The panel of one tab, named by its tab. A panel of a tab not selected stays in the document,
 * hidden and empty (its tab's `aria-controls` points at it), unless `forceMount` keeps its content.
 */
export function TabsContent({ value, forceMount = false, tabStop = true, children }: TabsContentProps) {
  const { baseId, value: selected } = useContext(TabsState);
  const active = value === selected;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!active}
      // The APG tabs pattern makes a panel a tab stop (Radix's panels were too), so a panel that
      // starts with text is reached by Tab.
      tabIndex={tabStop ? 0 : undefined}
      className="wk-tabs__content"
    >
      {active || forceMount ? children : null}
    </div>
  );
}
