import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { accountPassword } from "../site-account";
import { newPage } from "./browser";
import { withNecessaryCookiesOnly } from "./consent";
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

export type Look = { width: number; colorScheme: "light" | "dark" };
export const lookName = (look: Look) => `${look.width}-${look.colorScheme}`;

/** A page at the look's width and theme, its cookie choice already made. */
export async function lookingPage(browser: Browser, look: Look): Promise<Page> {
  const page = await newPage(browser, { width: look.width });
  await page.emulateMedia({ colorScheme: look.colorScheme });
  await withNecessaryCookiesOnly(page);
  return page;
}

/**
 * A new page signed in to a new account, as a person gets there: signed up, then the e-mailed
 * confirmation link opened (the install's first account becomes its admin).
 */
export async function accountPage(
  browser: Browser,
  server: RunningServer,
  smtp: Awaited<ReturnType<typeof startSmtpSink>>,
  email: string,
  look: Look,
): Promise<Page> {
  const page = await lookingPage(browser, look);
  const response = await page.request.post(`${server.url}/api/auth/sign-up/email`, {
    data: { name: "Grace Hopper", email, password: accountPassword },
    headers: { origin: server.url },
  });
  expect(response.ok()).toBe(true);
  await page.goto(linkIn(await smtp.waitFor(email, /confirm/i), `${server.url}/confirm?token=`));
  await page.getByText(/verified successfully/).waitFor();
  return page;
}
