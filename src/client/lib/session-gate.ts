import { activeLocale } from "@/client/i18n/locale-store";
import { localeTags } from "@/shared/i18n/locales";

/**
 * The hub and the workbench give a visitor without a session a guest one as they open. A request
 * sent before that session exists would be refused with 401, so requests wait for it instead.
 */
let pending: Promise<void> | null = null;

/** Holds every request sent through `sessionFetch` until `work` settles, however it ends. */
export function holdRequestsFor(work: Promise<unknown>) {
  const gate: Promise<void> = work
    .then(
      () => undefined,
      () => undefined,
    )
    .then(() => {
      if (pending === gate) pending = null;
    });
  pending = gate;
}

/**
 * `fetch`, sent once any session being started exists, saying the page's language: the server
 * words its answers (errors, notices) in it.
 */
export const sessionFetch: typeof fetch = async (input, init) => {
  if (pending) await pending;
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
  headers.set("Accept-Language", localeTags[activeLocale()]);
  return fetch(input, { ...init, headers });
};
