import { type ComponentType, type JSX, type LazyExoticComponent, lazy, Suspense, useState } from "react";

/** A dialog's module loaded with React's `lazy`: `dialogChunk(() => import("./X").then((m) => m.X))`. */
export function dialogChunk<P>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}

/**
 * A dialog whose code loads the first time it opens, not with the screen's chunk (decision 055): its form, inputs
 * and masks stay out of the screen's first load. Until then nothing renders; from then on the dialog stays mounted
 * and gets `opened` as before, so closing and reopening behave as with a static import.
 */
export function OnDemand<P extends { opened: boolean }>({
  dialog: Dialog,
  ...props
}: { dialog: LazyExoticComponent<ComponentType<P>> } & P) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...(props as unknown as P & JSX.IntrinsicAttributes)} />
    </Suspense>
  );
}
