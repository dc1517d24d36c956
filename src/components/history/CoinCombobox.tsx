import { type KeyboardEvent, useId, useMemo, useState } from 'react';

export interface CoinComboboxProps {
  /** The selected coin; '' is every coin. */
  value: string;
  onValueChange: (value: string) => void;
  coins: readonly string[];
  /** The visible label. */
  label: string;
  /** The option that means every coin ('All Coins'). */
  allLabel: string;
  /** Shown when the search matches nothing. */
  emptyLabel: string;
}

/**
 * A searchable coin filter (§2 History): an ARIA 1.2 combobox with a listbox popup. Typing filters,
 * arrow keys move the active option, Enter picks it, Escape closes and restores the selection.
 */
export function CoinCombobox({
  value,
  onValueChange,
  coins,
  label,
  allLabel,
  emptyLabel,
}: CoinComboboxProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const query = (text ?? '').trim().toUpperCase();
  const options = useMemo(
    () => [
      { value: '', label: allLabel },
      ...coins.filter((c) => c.toUpperCase().includes(query)).map((c) => ({ value: c, label: c })),
    ],
    [coins, query, allLabel],
  );
  const shown = text === null ? (value === '' ? allLabel : value) : text;
  const pick = (next: string) => {
    onValueChange(next);
    setText(null);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys an input method is using (its candidates' arrows, the Enter that commits a pinyin "usdt",
    // the Escape that drops it) are its own; Safari names them as plain keys.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = options[active];
      if (option) pick(option.value);
    } else if (event.key === 'Escape' && open) {
      // Closing the popup only: our dialog leaves an open combobox its Escape (ui/Dialog), and a
      // host's own listener further up must not hear it either.
      event.stopPropagation();
      setOpen(false);
      setText(null);
    }
  };
  const activeId = open && options[active] ? `${id}-opt-${active}` : undefined;
  return (
    <div className="wk-history__combo">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        className="wk-history__input"
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        value={shown}
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setText(null);
        }}
      />
      <div id={`${id}-list`} role="listbox" aria-label={label} className="wk-history__options" hidden={!open}>
        {options.length === 1 && query !== '' ? (
          <div
            className="wk-history__option"
            aria-disabled="true"
            role="option"
            aria-selected={false}
            tabIndex={-1}
          >
            {emptyLabel}
          </div>
        ) : null}
        {options.map((option, index) => (
          <div
            key={option.value || '*'}
            id={`${id}-opt-${index}`}
            role="option"
            // Focus stays in the input (aria-activedescendant); -1 keeps options out of the Tab order.
            tabIndex={-1}
            aria-selected={option.value === value}
            data-active={index === active ? '' : undefined}
            className="wk-history__option"
            // Pick before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(option.value);
            }}
          >
            {option.label}
          </div>
        ))}
      </div>
    </div>
  );
}
