import { loadPreferences, savePreferences } from "@/client/api/preferences";
import type { CookieConsent } from "@/shared/preferences";
import { readStoredConsent, type StoredConsent, storeConsent } from "./consent-store";

export async function saveConsentToAccount(consent: CookieConsent) {
  await savePreferences({ cookieConsent: consent });
}

const time = (iso: string | null) => (iso ? Date.parse(iso) || 0 : 0);

/**
 * Brings this browser and the account into agreement, the newer choice winning: an
 * account's consent is applied here (a new device asks nothing), a newer local one is
 * saved to the account. Answers what is stored locally afterwards.
 */
export async function syncConsentWithAccount(): Promise<StoredConsent | null> {
  const preferences = await loadPreferences();
  const local = readStoredConsent();
  const remote = preferences.cookieConsent;
  if (remote && (!local || time(preferences.cookieConsentAt) > time(local.at))) {
    const at = preferences.cookieConsentAt ?? new Date().toISOString();
    storeConsent(remote, at);
    return { consent: remote, at };
  }
  if (local && !sameConsent(local.consent, remote)) await saveConsentToAccount(local.consent);
  return local;
}

function sameConsent(a: CookieConsent, b: CookieConsent | null) {
  return (
    b !== null &&
    a.analytics === b.analytics &&
    a.marketing === b.marketing &&
    a.personalization === b.personalization
  );
}
