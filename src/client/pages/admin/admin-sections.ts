import { BarChart3, Boxes, KeyRound, Lightbulb, ListChecks, ScrollText, Users } from "lucide-react";
import type { PageSection } from "@/client/components/layout/sectioned-page";

export type AdminSectionId =
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
    id: "users",
    label: "Users",
    description: "Find accounts; change their plan or role, disable or delete them.",
    icon: Users,
  },
  {
    id: "providers",
    label: "Providers",
    description: "The AI services Bismo uses, and the keys it reaches them with.",
    icon: KeyRound,
  },
  {
    id: "models",
    label: "Models",
    description: "What each provider lists, which models are offered, and each tool's default.",
    icon: Boxes,
  },
  {
    id: "suggestions",
    label: "Suggestions",
    description: "Tools people asked for with 'Missing an AI tool?'.",
    icon: Lightbulb,
  },
  {
    id: "usage",
    label: "Usage",
    description: "What each tool used, day by day (UTC), refunds left out.",
    icon: BarChart3,
  },
  {
    id: "jobs",
    label: "Jobs",
    description: "Media jobs of every account: waiting, running or failed.",
    icon: ListChecks,
  },
  {
    id: "audit",
    label: "Audit log",
    description: "Every change made in the admin area, newest first.",
    icon: ScrollText,
  },
];

/** The section a `?section=` value names, the first one when it names none. */
export function adminSectionFor(value: string | null): AdminSection {
  return adminSections.find((section) => section.id === value) ?? adminSections[0]!;
}
