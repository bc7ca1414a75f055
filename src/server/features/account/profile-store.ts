import { eq } from "drizzle-orm";
import type { Db } from "@/server/platform/db/client";
import { userProfile } from "@/server/platform/db/schema/account-data";
import { user } from "@/server/platform/db/schema/auth";
import {
  fullName,
  type Profile,
  type ProfileLanguage,
  type ProfilePatch,
  profileLanguages,
} from "@/shared/profile";

const languageOf = (value: string | null | undefined): ProfileLanguage | null =>
  profileLanguages.find((code) => code === value) ?? null;

/** First name and the rest, for accounts whose profile was never saved (sign-up gives one full name). */
function splitName(name: string) {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") };
}

/** The account's profile, or null when the user does not exist (any more). */
export async function readProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({ account: user, profile: userProfile })
    .from(user)
    .leftJoin(userProfile, eq(userProfile.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) return null;
  const { account, profile } = row;
  const names = profile
    ? { firstName: profile.firstName, lastName: profile.lastName }
    : splitName(account.name);
  return {
    ...names,
    email: account.email,
    emailVerified: account.emailVerified,
    phone: profile?.phone ?? "",
    timezone: profile?.timezone ?? null,
    language: languageOf(account.language),
    createdAt: account.createdAt.toISOString(),
  };
}

/**
 * Writes the changed fields, and the full name with them when a name part changed, in one
 * transaction: the profile and the name menus show never disagree. Answers the saved profile.
 */
export async function saveProfile(
  db: Db,
  current: Profile,
  userId: string,
  patch: ProfilePatch,
): Promise<Profile> {
  const next: Profile = { ...current, ...patch };
  const values = {
    firstName: next.firstName,
    lastName: next.lastName,
    phone: next.phone,
    timezone: next.timezone,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(userProfile)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userProfile.userId, set: values });
    const names = patch.firstName !== undefined || patch.lastName !== undefined;
    if (names || patch.language !== undefined) {
      await tx
        .update(user)
        .set({
          ...(names ? { name: fullName(next.firstName, next.lastName) } : {}),
          ...(patch.language !== undefined ? { language: patch.language } : {}),
        })
        .where(eq(user.id, userId));
    }
  });
  return next;
}
