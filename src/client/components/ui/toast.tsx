import { type ReactNode, useSyncExternalStore } from "react";

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
