import { loadPreferences, savePreferences } from "@/client/api/preferences";
import { readTheme, storeTheme } from "@/client/lib/theme";
import { readAssistantEnabled, setAssistantEnabled } from "./assistant-preference";

/**
 * For an account the assistant switch and the theme live on the server (they follow the user
 * to other devices) and this browser mirrors them; visitors and guests keep them here only.
 */
export async function applyAccountPreferences() {
  const before = { assistantEnabled: readAssistantEnabled(), theme: readTheme() };
  const saved = await loadPreferences();
  // A choice made here while the answer was on its way is newer than the answer: it stays.
  if (
    readAssistantEnabled() === before.assistantEnabled &&
    saved.assistantEnabled !== before.assistantEnabled
  )
    setAssistantEnabled(saved.assistantEnabled);
  if (readTheme() === before.theme && saved.theme !== before.theme) storeTheme(saved.theme);
}

export async function saveAssistantEnabledToAccount(enabled: boolean) {
  await savePreferences({ assistantEnabled: enabled });
}

/** Shows or hides the assistant here at once, then on the account. */
export async function chooseAssistantEnabled(enabled: boolean, isAccount: boolean) {
  setAssistantEnabled(enabled);
  if (isAccount) await saveAssistantEnabledToAccount(enabled);
}
