import { useSyncExternalStore } from "react";

/** Spec: local storage key of the 'assistant enabled' switch, true unless turned off. */
export const assistantEnabledKey = "bismo-assistant-enabled";

const listeners = new Set<() => void>();

export function readAssistantEnabled(): boolean {
  try {
    return window.localStorage.getItem(assistantEnabledKey) !== "false";
  } catch {
    return true;
  }
}

export function setAssistantEnabled(enabled: boolean) {
  try {
    window.localStorage.setItem(assistantEnabledKey, String(enabled));
  } catch {
    // Storage can be blocked (private mode); the choice then lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab changed it.
  const onStorage = (event: StorageEvent) => event.key === assistantEnabledKey && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
};

/** The switch, live; false while prerendering so the HTML never holds the assistant. */
export function useAssistantEnabled(): boolean {
  return useSyncExternalStore(subscribe, readAssistantEnabled, () => false);
}
