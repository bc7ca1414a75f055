import { Bell, CreditCard, Palette, Shield, ShieldCheck, User, UserCog } from "lucide-react";
import type { PageSection } from "@/client/components/layout/sectioned-page";
import { defineMessage } from "@/shared/i18n/runtime";

export type SectionId =
  | "profile"
  | "account"
  | "privacy"
  | "billing"
  | "notifications"
  | "security"
  | "preferences";

export type SettingsSection = PageSection<SectionId> & {
  /** Wholly an account's: guests and visitors are asked to create one instead. */
  accountOnly: boolean;
};

/** The spec's seven sections, in its order; `?section=<id>` picks one (footer and menus link to them). */
export const settingsSections: readonly SettingsSection[] = [
  {
    id: "profile",
    label: defineMessage({ id: "settings.section.profile", defaultMessage: "Profile" }),
    description: defineMessage({
      id: "settings.section.profileText",
      defaultMessage: "Your name, your language and how to reach you.",
    }),
    icon: User,
    accountOnly: true,
  },
  {
    id: "account",
    label: defineMessage({ id: "settings.section.account", defaultMessage: "Account" }),
    description: defineMessage({
      id: "settings.section.accountText",
      defaultMessage: "Your account, a copy of your data, or deleting it all.",
    }),
    icon: UserCog,
    accountOnly: true,
  },
  {
    id: "privacy",
    label: defineMessage({ id: "settings.section.privacy", defaultMessage: "Privacy & GDPR" }),
    description: defineMessage({
      id: "settings.section.privacyText",
      defaultMessage: "What you allow Bismo to do with your data.",
    }),
    icon: ShieldCheck,
    // Its cookie settings are for everyone; the consent switches are an account's.
    accountOnly: false,
  },
  {
    id: "billing",
    label: defineMessage({ id: "settings.section.billing", defaultMessage: "Billing" }),
    description: defineMessage({
      id: "settings.section.billingText",
      defaultMessage: "Your plan, and what you have used of its allowances today and this month.",
    }),
    icon: CreditCard,
    accountOnly: false,
  },
  {
    id: "notifications",
    label: defineMessage({ id: "settings.section.notifications", defaultMessage: "Notifications" }),
    description: defineMessage({
      id: "settings.section.notificationsText",
      defaultMessage: "How Bismo lets you know something happened.",
    }),
    icon: Bell,
    accountOnly: true,
  },
  {
    id: "security",
    label: defineMessage({ id: "settings.section.security", defaultMessage: "Security" }),
    description: defineMessage({
      id: "settings.section.securityText",
      defaultMessage:
        "Your password, two-factor sign-in and the devices signed in to your account.",
    }),
    icon: Shield,
    accountOnly: true,
  },
  {
    id: "preferences",
    label: defineMessage({ id: "settings.section.preferences", defaultMessage: "Preferences" }),
    description: defineMessage({
      id: "settings.section.preferencesText",
      defaultMessage: "How Bismo looks, which language it speaks and what it shows.",
    }),
    icon: Palette,
    accountOnly: false,
  },
];

/** The section a `?section=` value names, the first one when it names none. */
export function sectionFor(value: string | null): SettingsSection {
  return settingsSections.find((section) => section.id === value) ?? settingsSections[0]!;
}
