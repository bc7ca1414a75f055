/**
 * A JSON value without its `token` properties, at any depth. better-auth answers the session
 * token in JSON (sign-in, get-session, list-sessions, change-password), which would hand the
 * HttpOnly cookie's secret to any script on the page; sessions are named by their id instead.
 */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "token")
        .map(([key, entry]) => [key, withoutTokens(entry)]),
    );
  }
  return value;
}

/** better-auth's successful JSON answer with every session token taken out; headers (cookies) kept. */
export async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body: unknown = await response.json();
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(withoutTokens(body)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
