import { api, readJson } from "@/client/lib/api";
import type { Preferences } from "@/shared/preferences";
import { readAssistantEnabled, setAssistantEnabled } from "./assistant-preference";

/**
 * For an account the switch lives on the server (it follows the user to other devices) and
 * this browser mirrors it; visitors and guests keep it in this browser only.
 */
export async function applyAccountAssistantPreference() {
  const { assistantEnabled } = await readJson<Preferences>(api.preferences.$get());
  if (assistantEnabled !== readAssistantEnabled()) setAssistantEnabled(assistantEnabled);
}

export async function saveAssistantEnabledToAccount(enabled: boolean) {
  await readJson<Preferences>(api.preferences.$patch({ json: { assistantEnabled: enabled } }));
}

/** Shows or hides the assistant here at once, then on the account. */
export async function chooseAssistantEnabled(enabled: boolean, isAccount: boolean) {
  setAssistantEnabled(enabled);
  if (isAccount) await saveAssistantEnabledToAccount(enabled);
}
