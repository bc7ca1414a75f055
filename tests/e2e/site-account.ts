import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { user } from "@/server/platform/db/schema/auth";
import type { PlanId } from "@/shared/auth";
import { openServerDatabase } from "./support/data-dir";
import type { RunningServer } from "./support/server";
import { linkIn, type startSmtpSink } from "./support/smtp-sink";

type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
export const accountPassword = "correct-horse-42";

let helperCalls = 0;
/**
 * An address of its own for each sign-up and sign-in these helpers make. A server started with
 * TRUST_PROXY counts them apart, so a retried test is not refused by the per-address rate
 * limits its first attempt used up; other servers ignore the header.
 */
const ownAddress = () => ({ "x-forwarded-for": `192.0.2.${(helperCalls++ % 254) + 1}` });

/** Signs up through the API and follows the e-mailed verification link: a verified account. */
export async function createVerifiedAccount(server: RunningServer, smtp: SmtpSink, email: string) {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, ...ownAddress() },
    body: JSON.stringify({ email, password: accountPassword, name: "Grace Hopper" }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const mail = await smtp.waitFor(email, /confirm/i);
  const token = new URL(linkIn(mail, `${server.url}/confirm?token=`)).searchParams.get("token");
  const verify = await fetch(`${server.url}/api/auth/confirm-email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ token }),
  });
  if (verify.status >= 400) throw new Error(`verification failed: ${verify.status}`);
}

/** Puts an account on a plan the way an operator would, in the database (the server is restarted). */
export async function setPlan(server: RunningServer, email: string, plan: PlanId) {
  await server.stop();
  const database = await openServerDatabase(server.dataDir);
  await database.db.update(user).set({ plan }).where(eq(user.email, email));
  await database.close();
  await server.restart();
}

/** Signs the page's browser context in (its cookies), as the auth modal would. */
export async function signInContext(page: Page, server: RunningServer, email: string) {
  const response = await page.context().request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email, password: accountPassword },
    headers: { origin: server.url, ...ownAddress() },
  });
  if (!response.ok())
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}
