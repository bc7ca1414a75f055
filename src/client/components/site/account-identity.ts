import type { CurrentUser } from "@/shared/auth";

const localPart = (email: string) => email.split("@")[0] ?? "";

/** Two upper-case letters from the e-mail's local part ("jane.doe@..." -> "JA"). */
export function accountInitials(email: string): string {
  const letters = localPart(email).replace(/[^\p{L}\p{N}]/gu, "");
  return (letters.slice(0, 2) || "?").toUpperCase();
}

/** The account's full name, else its e-mail local part. */
export function accountDisplayName(user: Pick<CurrentUser, "name" | "email">): string {
  return user.name.trim() || localPart(user.email);
}
