import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useLayoutEffect, useMemo, useState } from 'react';
import { dec } from '../domain/decimal';
import {
  type AmountCell,
  type FormStore,
  LiveFormProvider,
  lastAmount,
  type TypedForm,
  useAmountCell,
  useCellAmount,
  useFormSelect,
  useFormSlice,
  useFormStore,
  useLiveAmount,
  useLiveForm,
  useLiveSelect,
  useReducerStore,
  useSettledAmount,
} from './formStore';

/** A form hook's result as the money forms return it: values, a rebuilt check, and handlers. */
interface Form {
  amount: string;
  products: readonly string[];
  check: { error: string | null };
  setAmount(amount: string): void;
  submit(): string;
}

const renders: Record<string, number> = {};
const count = (name: string) => {
  renders[name] = (renders[name] ?? 0) + 1;
};

function Products({ store }: { store: FormStore<Form> }) {
  count('products');
  const form = useFormSlice(store, ['products', 'check']);
  return <p>{form.products.join(', ')}</p>;
}

function Submit({ store }: { store: FormStore<Form> }) {
  count('submit');
  const form = useFormSlice(store, ['submit']);
  const [sent, setSent] = useState('');
  return (
    <button type="button" onClick={() => setSent(form.submit())}>
      {sent || 'Submit'}
    </button>
  );
}

function LiveAmount() {
  count('amount');
  const form = useLiveForm<Form>();
  return <input aria-label="Amount" value={form.amount} onChange={(e) => form.setAmount(e.target.value)} />;
}

function Empty({ store }: { store: FormStore<Form> }) {
  count('empty');
  const empty = useFormSelect(store, (form) => form.amount === '');
  return <output>{empty ? 'empty' : 'typed'}</output>;
}

function Widget({ extra }: { extra?: ReactNode }) {
  const [amount, setAmount] = useState('');
  const products = useMemo(() => ['7 days', '30 days'], []);
  // Rebuilt on every render, as a check computed in render is: same entries, new object.
  const form: Form = { amount, products, check: { error: null }, setAmount, submit: () => `sent ${amount}` };
  const store = useFormStore(form);
  const parts = useMemo(
    () => (
      <>
        <Products store={store} />
        <Submit store={store} />
        <Empty store={store} />
        <LiveAmount />
      </>
    ),
    [store],
  );
  return (
    <LiveFormProvider value={form}>
      {parts}
      {extra}
    </LiveFormProvider>
  );
}

describe('formStore: given a widget whose parts read slices of its form', () => {
  beforeEach(() => {
    for (const key of Object.keys(renders)) delete renders[key];
  });

  describe('when the customer types', () => {
    it('re-renders the live part on every key and the others only when their slice changes', async () => {
      render(<Widget />);
      const before = { ...renders };
      await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '125');
      expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('125');
      expect(renders.amount).toBe((before.amount ?? 0) + 3);
      // A check rebuilt with the same entries is no change; nothing the products read changed.
      expect(renders.products).toBe(before.products);
      expect(renders.submit).toBe(before.submit);
      // A derived value re-renders its part once, when it flips.
      expect(screen.getByText('typed')).toBeInTheDocument();
      expect(renders.empty).toBe((before.empty ?? 0) + 1);
    });
  });

  describe('when a handler in a slice runs', () => {
    it('calls the latest one, with the values of the last render, not the first', async () => {
      render(<Widget />);
      await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '42');
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(screen.getByRole('button', { name: 'sent 42' })).toBeInTheDocument();
    });
  });

  describe('when useLiveForm is used outside a LiveFormProvider', () => {
    it('says so instead of rendering with nothing', () => {
      const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(() => act(() => render(<LiveAmount />))).toThrow(/LiveFormProvider/);
      spy.mockRestore();
    });
  });
});

/** A form split for typing: the root holds the reads and the steps, the amount lives in a cell. */
interface TypedCore extends TypedForm<{ amount: string; tooBig: boolean }> {
  limit: number;
  submit(): string;
}

let derivations = 0;

function TypedAmount() {
  count('typed-amount');
  const core = useLiveForm<TypedCore>();
  const { amount, tooBig } = useLiveAmount(core);
  return (
    <>
      <input aria-label="Amount" value={amount} onChange={(e) => core.amountCell.set(e.target.value)} />
      {tooBig ? <p role="alert">Over {core.limit}</p> : null}
    </>
  );
}

function TypedSubmit() {
  count('typed-submit');
  const core = useLiveForm<TypedCore>();
  const tooBig = useLiveSelect(core, (live) => live.tooBig);
  const [sent, setSent] = useState('');
  return (
    <button type="button" disabled={tooBig} onClick={() => setSent(core.submit())}>
      {sent || 'Submit'}
    </button>
  );
}

function TypedWidget() {
  count('typed-root');
  const amountCell = useAmountCell();
  const [limit, setLimit] = useState(100);
  const live = lastAmount((amount: string) => {
    derivations += 1;
    return { amount, tooBig: dec(amount).gt(limit) };
  });
  const core: TypedCore = { amountCell, live, limit, submit: () => `sent ${live(amountCell.get()).amount}` };
  const parts = useMemo(
    () => (
      <>
        <TypedAmount />
        <TypedSubmit />
      </>
    ),
    [],
  );
  return (
    <LiveFormProvider value={core}>
      {parts}
      <button type="button" onClick={() => setLimit(1000)}>
        Raise the limit
      </button>
    </LiveFormProvider>
  );
}

describe('formStore: given a root whose typed amount lives in a cell (useAmountCell)', () => {
  beforeEach(() => {
    for (const key of Object.keys(renders)) delete renders[key];
    derivations = 0;
  });

  describe('when the customer types', () => {
    it('renders the field on every key, the button only when what it selects changes, never the root, and derives once per key', async () => {
      render(<TypedWidget />);
      const before: Record<string, number> = { ...renders };
      const derivedBefore = derivations;
      await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '125');
      expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('125');
      expect(renders['typed-root']).toBe(before['typed-root']);
      expect(renders['typed-amount']).toBe((before['typed-amount'] ?? 0) + 3);
      // "1" and "12" leave the button as it was; "125" goes over the limit.
      expect(renders['typed-submit']).toBe((before['typed-submit'] ?? 0) + 1);
      // Field and button share one derivation of each amount.
      expect(derivations - derivedBefore).toBe(3);
      expect(screen.getByRole('alert')).toHaveTextContent('Over 100');
      expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    });
  });

  describe('when the root renders with new values after the amount was typed', () => {
    it('derives the typed amount again with them, and an action reads the amount as typed', async () => {
      render(<TypedWidget />);
      await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '125');
      await userEvent.click(screen.getByRole('button', { name: 'Raise the limit' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(screen.getByRole('button', { name: 'sent 125' })).toBeInTheDocument();
    });
  });
});

describe('useReducerStore: given a reducer kept in a store', () => {
  type State = { amount: string; step: string };
  type Event = { type: 'amount'; amount: string } | { type: 'step'; step: string } | { type: 'noop' };
  const reducer = (state: State, event: Event): State => {
    if (event.type === 'amount') return { ...state, amount: event.amount };
    if (event.type === 'step') return { ...state, step: event.step };
    return state;
  };

  function Root() {
    count('reducer-root');
    const store = useReducerStore(reducer, () => ({ amount: '', step: 'main' }));
    const { step } = useFormSlice(store, ['step']);
    return (
      <>
        <p>step {step}</p>
        <StepAmount store={store} />
        <button type="button" onClick={() => store.dispatch({ type: 'step', step: 'confirm' })}>
          Next
        </button>
        <button type="button" onClick={() => store.dispatch({ type: 'noop' })}>
          Nothing
        </button>
      </>
    );
  }

  function StepAmount({ store }: { store: ReturnType<typeof useReducerStore<State, Event>> }) {
    count('reducer-amount');
    const amount = useFormSelect(store, (state) => state.amount);
    return (
      <input
        aria-label="Amount"
        value={amount}
        onChange={(e) => store.dispatch({ type: 'amount', amount: e.target.value })}
      />
    );
  }

  beforeEach(() => {
    for (const key of Object.keys(renders)) delete renders[key];
  });

  describe('when events change one field, then another', () => {
    it('renders only the parts reading the changed field, and keeps the state between renders', async () => {
      render(<Root />);
      await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '75');
      expect(renders['reducer-root']).toBe(1);
      expect(renders['reducer-amount']).toBe(3);
      await userEvent.click(screen.getByRole('button', { name: 'Nothing' }));
      expect(renders['reducer-root']).toBe(1);
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByText('step confirm')).toBeInTheDocument();
      expect(renders['reducer-root']).toBe(2);
      expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('75');
    });
  });
});

describe('useSettledAmount: given a cell the customer types into', () => {
  function Settled() {
    count('settled-root');
    const cell = useAmountCell();
    const [settled, settle] = useSettledAmount(cell, 500);
    return (
      <>
        <input aria-label="Amount" onChange={(e) => cell.set(e.target.value)} />
        <button
          type="button"
          onClick={() => {
            cell.set('900');
            settle('900');
          }}
        >
          Max
        </button>
        <output>settled {settled}</output>
      </>
    );
  }

  beforeEach(() => {
    for (const key of Object.keys(renders)) delete renders[key];
  });

  describe('when keys come faster than the delay, then stop', () => {
    it('gives the last amount once, after the delay, and the root renders once for it', async () => {
      render(<Settled />);
      await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '125');
      expect(screen.getByRole('status')).toHaveTextContent(/^settled$/);
      expect(renders['settled-root']).toBe(1);
      expect(await screen.findByText('settled 125')).toBeInTheDocument();
      expect(renders['settled-root']).toBe(2);
    });
  });

  describe('when an amount is set and settled at once (Max: nothing typed to wait for)', () => {
    it('gives that amount in the same render, not after the delay', async () => {
      render(<Settled />);
      await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '12');
      await userEvent.click(screen.getByRole('button', { name: 'Max' }));
      expect(screen.getByRole('status')).toHaveTextContent('settled 900');
    });
  });
});

describe('useCellAmount: given a part that reads a cell', () => {
  function Reader({ cell }: { cell: AmountCell }) {
    return <output>amount {useCellAmount(cell)}</output>;
  }
  /** Sets the cell in its layout effect, which runs before the reader's (its sibling after it). */
  function SetsFirst({ cell }: { cell: AmountCell }) {
    useLayoutEffect(() => cell.set('7'), [cell]);
    return null;
  }
  function Form() {
    const cell = useAmountCell();
    return (
      <>
        <SetsFirst cell={cell} />
        <Reader cell={cell} />
        <input aria-label="Amount" onChange={(e) => cell.set(e.target.value)} />
      </>
    );
  }

  describe('when the cell changes after the part rendered, before it subscribed', () => {
    it('shows the new amount, not the one it rendered with', () => {
      render(<Form />);
      expect(screen.getByRole('status')).toHaveTextContent('amount 7');
    });
  });

  describe('when the customer types', () => {
    it('shows each key’s amount', async () => {
      render(<Form />);
      await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '42');
      expect(screen.getByRole('status')).toHaveTextContent('amount 42');
    });
  });
});
