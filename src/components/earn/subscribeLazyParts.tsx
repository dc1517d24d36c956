import { type ComponentProps, lazy, Suspense } from 'react';

const load = () => import('./SubscribeFixedParts');

/** Starts fetching the fixed and VIP parts, e.g. when the subscribe modal opens. */
export function preloadSubscribeFixedParts(): void {
  void load();
}

const LazyVoucherPicker = /* @__PURE__ */ lazy(() => load().then((m) => ({ default: m.VoucherPicker })));
const LazyVipSideCard = /* @__PURE__ */ lazy(() => load().then((m) => ({ default: m.VipSideCard })));
const LazyFixedSubscribeOptions = /* @__PURE__ */ lazy(() =>
  load().then((m) => ({ default: m.FixedSubscribeOptions })),
);

type Parts = typeof import('./SubscribeFixedParts');

// Nothing is shown while the chunk arrives (it is fetched as the dialog opens, with the reads).
export function VoucherPicker(props: ComponentProps<Parts['VoucherPicker']>) {
  return (
    <Suspense fallback={null}>
      <LazyVoucherPicker {...props} />
    </Suspense>
  );
}

export function VipSideCard(props: ComponentProps<Parts['VipSideCard']>) {
  return (
    <Suspense fallback={null}>
      <LazyVipSideCard {...props} />
    </Suspense>
  );
}

export function FixedSubscribeOptions(props: ComponentProps<Parts['FixedSubscribeOptions']>) {
  return (
    <Suspense fallback={null}>
      <LazyFixedSubscribeOptions {...props} />
    </Suspense>
  );
}
