import type { Context } from "hono";
import type { AppEnv } from "@/server/features/auth/session";
import type { UsagePayer } from "./meter";

/** The payer of a request: its session's user, and the client's address for a guest or visitor. */
export function usagePayer(
  session: { user: { id: string; isAnonymous?: boolean | null } } | null,
  clientIp: string,
): UsagePayer {
  const guest = !session || Boolean(session.user.isAnonymous);
  return { userId: session?.user.id ?? null, guest, address: guest ? clientIp : null };
}

/**
 * The address a guest's job is charged to as well as the guest (`jobs.enqueue`'s `address`);
 * undefined for an account, whose jobs are charged to the account alone.
 */
export function guestAddress(c: Context<AppEnv>): string | undefined {
  return usagePayer(c.get("session"), c.get("clientIp")).address ?? undefined;
}
