import { type ComponentType, type JSX, type LazyExoticComponent, lazy, Suspense, useState } from "react";

/** A component loaded with React's `lazy`: `lazyChunk(() => import("./X").then((m) => m.X))`. */
export function lazyChunk<P>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}

/**
 * A dialog (or a collapsed panel) whose code loads the first time it opens, not with the screen's chunk (decision
 * 055): its form, inputs and masks stay out of the screen's first load. Until then nothing renders; from then on it
 * stays mounted and gets `opened` as before, so closing and reopening behave as with a static import.
 */
export function OnDemand<P extends { opened: boolean }>({
  component: Component,
  ...props
}: { component: LazyExoticComponent<ComponentType<P>> } & P) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Component {...(props as unknown as P & JSX.IntrinsicAttributes)} />
    </Suspense>
  );
}
