import type { CookieConsent } from "@/shared/preferences";

// Key names and shape are fixed by the spec (section 7, local storage).
export const consentKey = "cookie-consent";
export const consentTimestampKey = "cookie-consent-timestamp";

export type StoredConsent = { consent: CookieConsent; at: string | null };

const isConsent = (value: unknown): value is CookieConsent => {
  if (!value || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  return (
    record.necessary === true &&
    typeof record.analytics === "boolean" &&
    typeof record.marketing === "boolean" &&
    typeof record.personalization === "boolean"
  );
};

/** The consent kept in this browser, or null when none (or an unreadable one) is stored. */
export function readStoredConsent(): StoredConsent | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(consentKey) ?? "null");
    if (!isConsent(parsed)) return null;
    return { consent: parsed, at: window.localStorage.getItem(consentTimestampKey) };
  } catch {
    return null;
  }
}

export function storeConsent(consent: CookieConsent, at: string) {
  const { necessary, analytics, marketing, personalization } = consent;
  window.localStorage.setItem(
    consentKey,
    JSON.stringify({ necessary, analytics, marketing, personalization }),
  );
  window.localStorage.setItem(consentTimestampKey, at);
}

// The footer's 'Privacy Settings' asks the (lazily loaded) banner to reopen in its customise view.
let reopenRequests = 0;
const listeners = new Set<() => void>();

export function openCookieSettings() {
  reopenRequests += 1;
  for (const listener of listeners) listener();
}

export function subscribeToReopen(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const reopenCount = () => reopenRequests;
