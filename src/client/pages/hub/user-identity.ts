import type { CurrentUser } from "@/shared/auth";

const localPart = (email: string) => email.split("@")[0] ?? "";

/** Avatar letters: the first two of the e-mail's local part, upper case; 'G' for a guest. */
export function userInitials(user: CurrentUser): string {
  if (user.isGuest) return "G";
  return localPart(user.email).slice(0, 2).toUpperCase() || "?";
}

/** The account's name, else its e-mail's local part; 'Guest' for a guest. */
export function userDisplayName(user: CurrentUser): string {
  if (user.isGuest) return "Guest";
  return user.name.trim() || localPart(user.email);
}
