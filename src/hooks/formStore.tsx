import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { isSameValue } from './sameValue';
import { useIsoLayoutEffect } from './useIsoLayoutEffect';

/** The latest result of a form hook, which the parts of a widget read slices of. */
export interface FormStore<T extends object> {
  /** The result as of the last commit. */
  get(): T;
  subscribe(listener: () => void): () => void;
}

type AnyFunction = (...args: never[]) => unknown;

/** A value outside React state that components subscribe to; `set` tells them when it changed. */
interface ValueStore<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

function createValueStore<T>(initial: T): ValueStore<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: T) {
      if (Object.is(next, current)) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * Publishes a form hook's result, after each commit, to the parts of a widget that render a slice
 * of it (`useFormSlice`). The widget renders its parts once, as elements that do not change, so a
 * keystroke re-renders the widget's root and only the parts whose slice changed: the amount field,
 * not the dialog, its tabs and side cards (a form of 100 components renders a handful per key).
 */
export function useFormStore<T extends object>(value: T): FormStore<T> {
  const [store] = useState(() => createValueStore(value));
  // After the commit, before paint: the parts re-render in the same frame.
  useIsoLayoutEffect(() => store.set(value));
  return store;
}

/**
 * The fields `keys` of the store's value (all of them when none are named), as an object that
 * stays the same while those fields do, so the part re-renders only when one of them changes. A
 * field rebuilt with the same entries (a check object of the same verdict) counts as unchanged.
 * Functions (setters, submit) are given as stable wrappers that call the latest one, so a handler
 * never runs with an old render's values.
 */
export function useFormSlice<T extends object, K extends keyof T = keyof T>(
  store: FormStore<T>,
  keys?: readonly K[],
): Pick<T, K> {
  const last = useRef<Pick<T, K> | null>(null);
  const wrappers = useRef(new Map<K, AnyFunction>());
  const select = () => {
    const value = store.get();
    const fields = keys ?? (Object.keys(value) as K[]);
    const previous = last.current;
    const same =
      previous !== null &&
      fields.every((key) =>
        typeof value[key] === 'function'
          ? typeof previous[key] === 'function'
          : isSameValue(previous[key], value[key]),
      );
    if (same) return previous;
    const slice = {} as Pick<T, K>;
    for (const key of fields) {
      if (typeof value[key] !== 'function') {
        slice[key] = value[key];
        continue;
      }
      let wrapper = wrappers.current.get(key);
      if (!wrapper) {
        wrapper = (...args: never[]) => (store.get()[key] as AnyFunction)(...args);
        wrappers.current.set(key, wrapper);
      }
      slice[key] = wrapper as T[K];
    }
    last.current = slice;
    return slice;
  };
  return useSyncExternalStore(store.subscribe, select, select);
}

/** The whole of the store's value, for a part that shows most of it (a step nobody types in). */
export function useFormValue<T extends object>(store: FormStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * One value derived from the store's value (`(form) => form.query.data !== undefined`); the part
 * re-renders only when it changes (`Object.is`), so derive primitives or values the form keeps.
 */
export function useFormSelect<T extends object, S>(store: FormStore<T>, select: (value: T) => S): S {
  const read = () => select(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}

/** A store of a reducer's state outside React state: parts subscribe to the fields they show. */
export interface ReducerStore<S extends object, E> extends FormStore<S> {
  dispatch(event: E): void;
}

/**
 * `useReducer` whose state lives in a store made once per component: the component and its parts
 * read slices of it (`useFormSlice`, `useFormSelect`), so an event that changes one field (a
 * keystroke's amount) renders the parts that read that field, not the component holding the store.
 */
export function useReducerStore<S extends object, E>(
  reducer: (state: S, event: E) => S,
  init: () => S,
): ReducerStore<S, E> {
  const [store] = useState(() => {
    const { get, set, subscribe } = createValueStore(init());
    return { get, subscribe, dispatch: (event: E) => set(reducer(get(), event)) };
  });
  return store;
}

/**
 * The amount a customer types, held outside the root's state: a keystroke renders the parts that
 * read it (`useLiveAmount`), and the root, which holds the reads, steps and actions, does not render.
 */
export interface AmountCell {
  get(): string;
  set(amount: string): void;
  subscribe(listener: () => void): () => void;
}

/** An {@link AmountCell} of its own (empty at first), made once per component. */
export function useAmountCell(): AmountCell {
  const [cell] = useState<AmountCell>(() => createValueStore(''));
  return cell;
}

/**
 * A form split for typing: the root renders what the reads and steps decide and hands out `live`,
 * which derives what the amount decides (the §5 check, the estimate); the parts that show those
 * call it with the cell's amount on each key.
 */
export interface TypedForm<Live> {
  amountCell: AmountCell;
  /** What `amount` decides, with the root's values of its render (the same result for the same amount). */
  live(amount: string): Live;
}

/**
 * `derive` remembering its last amount, so the parts that render on one key (field, estimate,
 * button) share one computation. Made in each render of the root, so it sees that render's values.
 */
export function lastAmount<Live>(derive: (amount: string) => Live): (amount: string) => Live {
  let last: { amount: string; live: Live } | undefined;
  return (amount) => {
    if (last?.amount !== amount) last = { amount, live: derive(amount) };
    return last.live;
  };
}

/**
 * The cell's amount once it has stopped changing for `delayMs` (§9 debounce): the root renders
 * when typing pauses, not on every key. And `settle`, which takes an amount just set at once, for
 * one the customer did not type (Max): there is no typing to wait for, so its estimate and messages
 * show at once.
 */
export function useSettledAmount(
  cell: AmountCell,
  delayMs: number,
): [settled: string, settle: (amount: string) => void] {
  const [settled, setSettled] = useState(cell.get);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = cell.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setSettled(cell.get()), delayMs);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [cell, delayMs]);
  return [settled, setSettled];
}

/**
 * The cell's amount, re-rendering the component on every key. Held as state the cell feeds, not
 * read through `useSyncExternalStore`: React answers a store value that changed with a passive
 * effect (its tearing check), so each keystroke scheduled a task of its own, which a form on
 * `useState` does not. A key's update comes from the input's event handler, so every part reading
 * the cell renders in that event's one synchronous render, as with `useState`.
 */
export function useCellAmount(cell: AmountCell): string {
  const [amount, setAmount] = useState(cell.get);
  useIsoLayoutEffect(() => {
    const read = () => setAmount(cell.get());
    // A change between this render and the subscription.
    read();
    return cell.subscribe(read);
  }, [cell]);
  return amount;
}

/** What the cell's amount decides, re-rendering the part on every key (and with the root). */
export function useLiveAmount<Live>(form: TypedForm<Live>): Live {
  return form.live(useCellAmount(form.amountCell));
}

/**
 * One value of what the amount decides (`(live) => live.check.canStake`): the part re-renders when
 * that value changes (and with the root), not on every key. Select a primitive: it is compared with
 * `Object.is`. A submit button reads whether it may be pressed this way.
 */
export function useLiveSelect<Live, S>(form: TypedForm<Live>, select: (live: Live) => S): S {
  const snapshot = () => select(form.live(form.amountCell.get()));
  return useSyncExternalStore(form.amountCell.subscribe, snapshot, snapshot);
}

const LiveFormContext = createContext<object | null>(null);

/**
 * Hands a form hook's result to the parts that change with every keystroke (the amount field, the
 * figures it moves, the submit button) in the same render as the widget's root: a part reading
 * `useLiveForm` re-renders with the root, not in a second commit after it, so a key costs one
 * commit. Parts that change with the reads only stay on `useFormSlice`.
 */
export function LiveFormProvider({ value, children }: { value: object; children: ReactNode }) {
  return <LiveFormContext.Provider value={value}>{children}</LiveFormContext.Provider>;
}

/** The form hook's result as of this render (inside a `LiveFormProvider`). */
export function useLiveForm<T extends object>(): T {
  const value = useContext(LiveFormContext);
  if (value === null) throw new Error('useLiveForm needs a LiveFormProvider above it');
  return value as T;
}
