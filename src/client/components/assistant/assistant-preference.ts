/** Spec: local storage key of the 'assistant enabled' switch, true unless turned off. */
export const assistantEnabledKey = "bismo-assistant-enabled";

export function readAssistantEnabled(): boolean {
  try {
    return window.localStorage.getItem(assistantEnabledKey) !== "false";
  } catch {
    return true;
  }
}

export function writeAssistantEnabled(enabled: boolean) {
  try {
    window.localStorage.setItem(assistantEnabledKey, String(enabled));
  } catch {
    // Storage can be blocked (private mode); the choice then lasts until the page is left.
  }
}
