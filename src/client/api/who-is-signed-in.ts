import type { CurrentUser } from "@/shared/auth";

/**
 * Who is signed in, asked with plain fetch, not through the typed client (`api` in http.ts):
 * starting a guest session waits for this answer, and `api`'s requests wait for the guest
 * session. Its own module, the one besides http.ts that names an API path, so the public pages,
 * which ask only this, load neither the typed client nor its error handling (the landing page's
 * budget, tests/e2e/foundation.e2e.ts).
 */
export async function whoIsSignedIn(): Promise<{ user: CurrentUser | null }> {
  const response = await fetch("/api/me", { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`GET /api/me answered ${response.status}`);
  return (await response.json()) as { user: CurrentUser | null };
}
