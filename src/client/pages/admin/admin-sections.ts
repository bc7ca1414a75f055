import {
  BarChart3,
  Boxes,
  KeyRound,
  Lightbulb,
  ListChecks,
  Rocket,
  ScrollText,
  Users,
} from "lucide-react";
import type { PageSection } from "@/client/components/layout/sectioned-page";
import { defineMessage } from "@/shared/i18n/runtime";

export type AdminSectionId =
  | "setup"
  | "users"
  | "providers"
  | "models"
  | "suggestions"
  | "usage"
  | "jobs"
  | "audit";

export type AdminSection = PageSection<AdminSectionId>;

/** The admin area's sections, in order; `?section=<id>` picks one. */
export const adminSections: readonly AdminSection[] = [
  {
    id: "setup",
    label: defineMessage({ id: "admin.section.setup", defaultMessage: "Get started" }),
    description: defineMessage({
      id: "admin.section.setupText",
      defaultMessage: "Connect an AI provider and see which tools it switches on.",
    }),
    icon: Rocket,
  },
  {
    id: "users",
    label: defineMessage({ id: "admin.section.users", defaultMessage: "Users" }),
    description: defineMessage({
      id: "admin.section.usersText",
      defaultMessage: "Find accounts; change their plan or role, disable or delete them.",
    }),
    icon: Users,
  },
  {
    id: "providers",
    label: defineMessage({ id: "admin.section.providers", defaultMessage: "Providers" }),
    description: defineMessage({
      id: "admin.section.providersText",
      defaultMessage: "The AI services Bismo uses, and the keys it reaches them with.",
    }),
    icon: KeyRound,
  },
  {
    id: "models",
    label: defineMessage({ id: "admin.section.models", defaultMessage: "Models" }),
    description: defineMessage({
      id: "admin.section.modelsText",
      defaultMessage:
        "What each provider lists, which models are offered, and each tool's default.",
    }),
    icon: Boxes,
  },
  {
    id: "suggestions",
    label: defineMessage({ id: "admin.section.suggestions", defaultMessage: "Suggestions" }),
    description: defineMessage({
      id: "admin.section.suggestionsText",
      defaultMessage: "Tools people asked for with 'Missing an AI tool?'.",
    }),
    icon: Lightbulb,
  },
  {
    id: "usage",
    label: defineMessage({ id: "admin.section.usage", defaultMessage: "Usage" }),
    description: defineMessage({
      id: "admin.section.usageText",
      defaultMessage: "What each tool used, day by day (UTC), refunds left out.",
    }),
    icon: BarChart3,
  },
  {
    id: "jobs",
    label: defineMessage({ id: "admin.section.jobs", defaultMessage: "Jobs" }),
    description: defineMessage({
      id: "admin.section.jobsText",
      defaultMessage: "Media jobs of every account: waiting, running or failed.",
    }),
    icon: ListChecks,
  },
  {
    id: "audit",
    label: defineMessage({ id: "admin.section.audit", defaultMessage: "Audit log" }),
    description: defineMessage({
      id: "admin.section.auditText",
      defaultMessage: "Every change made in the admin area, newest first.",
    }),
    icon: ScrollText,
  },
];

/** The section a `?section=` value names; Users when it names none. */
export function adminSectionFor(value: string | null): AdminSection {
  return (
    adminSections.find((section) => section.id === value) ??
    adminSections.find((section) => section.id === "users")!
  );
}
