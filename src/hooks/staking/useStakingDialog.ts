import { useEffect } from 'react';
import type { Id } from '../../api';
import type { OpenPagePayload, SuccessPayload, WidgetName } from '../../domain/events';
import { initialStakingModalState, stakingModalReducer } from '../../domain/stakingModal';
import { sourceField } from '../../flows/staking';
import { useFormSlice, useReducerStore } from '../formStore';
import type { MoneyWidgetProps } from '../useWidgetOpen';
import { useWidgetOpen } from '../useWidgetOpen';
import { type StakingProductState, useStakingProduct } from './useStakingProduct';

/** What both staking dialogs are opened with (§2 /staking/{coin}?pid). */
export interface StakingDialogOptions extends MoneyWidgetProps {
  /** The coin (§2 /staking/{coin}). */
  coin: string;
  /** The source of return (§2 query pid). @default -1 (none; a multi-source product starts on its first) */
  pid?: Id;
  /** An in-dialog link wants a page (the embed's `open_page`); the provider's navigate when absent. */
  onOpenPage?: (payload: OpenPagePayload) => void;
}

/**
 * What the stake and the redeem dialog share: the open state, the product reads, and the §4
 * modal-target reducer (in a store, see `useReducerStore`), opened once `ready` (the redeem dialog's first target depends on the
 * product, §4) and reset on close.
 */
export function useStakingDialog(
  widget: Extract<WidgetName, 'stake' | 'stake-redeem'>,
  options: StakingDialogOptions,
  onClosed: () => void,
  opening: (product: StakingProductState) => { ready: boolean; hasQuickRedeem: boolean },
) {
  const [open, setOpen] = useWidgetOpen(widget, options, onClosed);
  const product = useStakingProduct({
    coin: options.coin,
    ...(options.pid === undefined ? {} : { pid: options.pid }),
    enabled: open,
    ...(options.onOpenPage ? { onOpenPage: options.onOpenPage } : {}),
  });
  const { ready, hasQuickRedeem } = opening(product);
  // A dialog mounted open (a frame's, a host's `open`) starts open when it is ready already (the
  // stake form always is), as the reducer's `open` would make it: opened from the effect below, it
  // rendered its whole shell a second time right after the first.
  const store = useReducerStore(stakingModalReducer, () => ({
    ...initialStakingModalState({ mode: product.mode, hasQuickRedeem }),
    open: open && ready,
  }));
  // The typed amount is left out: its readers subscribe to it, so a keystroke renders them, not
  // the dialog's root (the stake form's parts, the redeem form's root).
  const state = useFormSlice(store, ['open', 'target', 'agreed', 'context']);
  const { dispatch } = store;
  useEffect(() => {
    if (open && !state.open && ready)
      dispatch({ type: 'open', context: { mode: product.mode, hasQuickRedeem } });
    if (!open && state.open) dispatch({ type: 'close' });
  }, [open, state.open, ready, product.mode, hasQuickRedeem, dispatch]);
  const { coin, pid } = product;
  const summarize = ({ amount }: { amount: string }): SuccessPayload => ({
    widget,
    coin,
    amount,
    ...sourceField(pid),
  });
  return { open, setOpen, product, store, state, dispatch, summarize };
}
