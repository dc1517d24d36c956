import {
  createContext,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
} from 'react';

/** What the tabs and panels share: the ids they point at each other with, the selection, how to change it. */
interface TabsContext {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
  automatic: boolean;
}
const TabsState = createContext<TabsContext>({
  baseId: '',
  value: undefined,
  select: () => undefined,
  automatic: true,
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
 * Tabs, the APG tabs pattern: one tab stop (the selected tab), arrow keys move between the tabs
 * (mirrored right to left), Home/End jump to the ends, disabled tabs are skipped.
 *
 * Ours, not Radix Tabs: Radix builds the pattern from a roving-focus group and a collection, 28
 * components of its own for a list of two tabs (LendingsTable's tree went 113 → 85 without them),
 * and their code was 14 of the 57 kB the frame's shared widget chunk carries. Every form and table
 * with tabs rendered them as it appeared; the pattern itself is a keydown handler and a tabindex.
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
  const automatic = activationMode === 'automatic';
  const state = useMemo(
    () => ({ baseId, value: selected, select, automatic }),
    [baseId, selected, select, automatic],
  );
  return (
    <TabsState.Provider value={state}>
      <div
        data-variant={variant}
        data-orientation="horizontal"
        className={className ? `wk-box wk-tabs ${className}` : 'wk-box wk-tabs'}
      >
        {children}
      </div>
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

/** The tab an arrow, Home or End key moves to from `from`, or null for a key the list does not take. */
function tabFor(key: string, tabs: HTMLElement[], from: number, rtl: boolean, loop: boolean) {
  const last = tabs.length - 1;
  const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[key];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[last];
  if (step === undefined) return null;
  const next = from + step;
  if (loop) return tabs[(next + tabs.length) % tabs.length];
  return tabs[Math.min(Math.max(next, 0), last)];
}

/** The row of tabs. */
export function TabsList({ loop = true, ...rest }: TabsListProps) {
  const { value } = useContext(TabsState);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const list = event.currentTarget;
      const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
      const from = tabs.indexOf(event.target as HTMLElement);
      if (from === -1) return;
      const rtl = getComputedStyle(list).direction === 'rtl';
      const target = tabFor(event.key, tabs, from, rtl, loop);
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
    [loop],
  );
  return (
    <div
      {...rest}
      role="tablist"
      aria-orientation="horizontal"
      className="wk-tabs__list"
      // With no tab selected there is no tab in the tab order, so the list takes the stop and hands
      // focus to its first tab.
      tabIndex={value === undefined || value === '' ? 0 : undefined}
      onFocus={focusFirstTab}
      onKeyDown={onKeyDown}
    />
  );
}

function focusFirstTab(event: FocusEvent<HTMLDivElement>) {
  if (event.target !== event.currentTarget) return;
  event.currentTarget.querySelector<HTMLElement>('[role="tab"]:not(:disabled)')?.focus();
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
export function TabsTrigger({ disabled = false, value, children }: TabsTriggerProps) {
  const { baseId, value: selected, select, automatic } = useContext(TabsState);
  const active = value === selected;
  // A click (pointer, Enter, Space, or a screen reader's activation) selects; in automatic mode so
  // does the focus an arrow key or a pointer moves here, and `active` then keeps the click that
  // follows from reporting the same choice again.
  const choose = () => {
    if (!active && !disabled) select(value);
  };
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(baseId, value)}
      aria-controls={panelId(baseId, value)}
      aria-selected={active}
      data-state={active ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      tabIndex={active ? 0 : -1}
      className="wk-tabs__trigger"
      onClick={choose}
      onFocus={automatic ? choose : undefined}
    >
      {children}
    </button>
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
