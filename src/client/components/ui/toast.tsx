import { type ReactNode, type RefObject, useEffect, useSyncExternalStore } from "react";

export type ToastInput = {
  title: string;
  description?: ReactNode;
  variant?: "default" | "destructive";
  action?: { label: string; onClick: () => void };
  /** Called once when the toast leaves: closed, timed out, or replaced by the next one. */
  onDismiss?: () => void;
};
export type ShownToast = ToastInput & { id: number };

// The Toaster's view (toaster.tsx, with Radix) is kept apart, so raising a toast loads nothing:
// the app shell loads the view with the first toast.
// At most one toast at a time: a new one replaces the one on screen.
let current: ShownToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function toast(input: ToastInput) {
  const replaced = current;
  current = { ...input, id: nextId++ };
  replaced?.onDismiss?.();
  emit();
}

export function dismissToast(id: number) {
  if (current?.id !== id) return;
  const dismissed = current;
  current = null;
  dismissed.onDismiss?.();
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toast on screen, or null. */
export function useShownToast(): ShownToast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** True from the first toast on: the Toaster is mounted from then. */
export function useToasterNeeded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => nextId > 1,
    () => false,
  );
}

// The bars at the top of the page (headers, the workbench's options bar): toasts show below
// them, clear of the controls people use (the message bar, its send button, the right panel).
const topBars = new Set<HTMLElement>();

/** Keeps toasts below `bar` while it is on the page. */
export function useToastsBelow(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    topBars.add(element);
    return () => {
      topBars.delete(element);
    };
  }, [bar]);
}

/** Where toasts start: under the lowest top bar still on screen (0 when none is). */
export function toastTop(): number {
  let top = 0;
  for (const bar of topBars) {
    if (!bar.isConnected) continue;
    top = Math.max(top, bar.getBoundingClientRect().bottom);
  }
  return Math.min(Math.max(0, top), window.innerHeight / 2);
}
