import { knownUser } from "@/client/lib/current-user";
import type { Preferences, PreferencesPatch } from "@/shared/preferences";
import { api, readJson } from "./http";

// Asked once per account and page load, by whichever part of the page needs it first (the
// assistant, the cookie banner, the workbench, settings); the query hooks read the same answer.
// No TanStack Query here: the public pages that need it do not carry TanStack Query.
let cached: { userId: string; preferences: Promise<Preferences> } | null = null;

/** GET /api/preferences for the signed-in account, asked once. */
export async function loadPreferences(): Promise<Preferences> {
  const user = await knownUser();
  const userId = user?.id ?? "";
  if (cached?.userId !== userId) {
    const preferences = readJson(api.preferences.$get());
    cached = { userId, preferences };
    preferences.catch(() => {
      if (cached?.preferences === preferences) cached = null;
    });
  }
  return cached.preferences;
}

/** PATCH /api/preferences. Reads made while it is on its way get its answer, not an older one. */
export async function savePreferences(patch: PreferencesPatch): Promise<Preferences> {
  const user = await knownUser();
  const saving = readJson(api.preferences.$patch({ json: patch }));
  cached = { userId: user?.id ?? "", preferences: saving };
  saving.catch(() => {
    if (cached?.preferences === saving) cached = null;
  });
  return saving;
}
