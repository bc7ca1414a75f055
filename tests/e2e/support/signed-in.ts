import { expect } from "vitest";
import type { RunningServer } from "./server";
import { linkIn, type startSmtpSink } from "./smtp-sink";

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/** A new confirmed account on a running server (sign-up, the mailed link, sign-in): its cookie. */
export async function signedIn(
  server: RunningServer,
  smtp: Awaited<ReturnType<typeof startSmtpSink>>,
): Promise<string> {
  const email = `account-${crypto.randomUUID()}@example.com`;
  const password = "correct-horse-42";
  const post = (route: string, body: unknown) =>
    fetch(`${server.url}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify(body),
    });
  expect((await post("/api/auth/sign-up/email", { name: "Ada", email, password })).ok).toBe(true);
  const mail = await smtp.waitFor(email, /confirm/i);
  const token = new URL(linkIn(mail, `${server.url}/confirm?token=`)).searchParams.get("token");
  expect((await post("/api/auth/confirm-email", { token })).status).toBe(200);
  const signIn = await post("/api/auth/sign-in/email", { email, password });
  expect(signIn.ok).toBe(true);
  return cookieOf(signIn);
}
