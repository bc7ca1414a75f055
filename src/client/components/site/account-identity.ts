import type { CurrentUser } from "@/shared/auth";
import type { Translate } from "@/shared/i18n/translator";

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

/** Avatar letters for anyone signed in: an account's initials, 'G' for a guest. */
export function userInitials(user: CurrentUser): string {
  return user.isGuest ? "G" : accountInitials(user.email);
}

/** The name menus show: an account's name (or local part), 'Guest' for a guest. */
export function userDisplayName(user: CurrentUser, t: Translate): string {
  return user.isGuest ? t({ id: "app.plan.guest" }) : accountDisplayName(user);
}

/** The avatar button's name, which starts with the letters it shows (so voice control finds it). */
export function avatarLabel(user: CurrentUser, t: Translate): string {
  return user.isGuest
    ? t(
        { id: "app.account.guestMenu", defaultMessage: "{initials}: account menu for a guest" },
        { initials: userInitials(user) },
      )
    : t(
        { id: "app.account.menu", defaultMessage: "{initials}: account menu for {email}" },
        { initials: userInitials(user), email: user.email },
      );
}
