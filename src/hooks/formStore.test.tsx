import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useMemo, useState } from 'react';
import {
  type FormStore,
  LiveFormProvider,
  useFormSelect,
  useFormSlice,
  useFormStore,
  useLiveForm,
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
