import { ArrowLeft } from "lucide-react";
import { type ComponentType, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { SectionedPage } from "@/client/components/layout/sectioned-page";
import { useToastsBelow } from "@/client/components/ui/toast";
import { useCurrentUser } from "@/client/lib/current-user";
import { NotFoundPage } from "@/client/pages/not-found/not-found-page";
import { type AdminSectionId, adminSectionFor, adminSections } from "./admin-sections";
import { AuditSection } from "./audit-section";
import { JobsSection } from "./jobs-section";
import { ModelsSection } from "./models-section";
import { ProvidersSection } from "./providers-section";
import { SuggestionsSection } from "./suggestions-section";
import { UsageSection } from "./usage-section";
import { UsersSection } from "./users-section";

const sectionViews: Record<AdminSectionId, ComponentType> = {
  users: UsersSection,
  providers: ProvidersSection,
  models: ModelsSection,
  suggestions: SuggestionsSection,
  usage: UsageSection,
  jobs: JobsSection,
  audit: AuditSection,
};

/**
 * The operator's admin area (`/admin?section=`). The server decides who may use it (every
 * /api/admin route answers 404 to anyone else); this page only reflects it, showing anyone
 * who is not an admin the not-found page.
 */
export function AdminPage() {
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const back = useRef<HTMLAnchorElement>(null);
  useToastsBelow(back);
  if (user?.role !== "admin") return <NotFoundPage />;
  const section = adminSectionFor(params.get("section"));
  const View = sectionViews[section.id];
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link
        ref={back}
        to="/ai-hub"
        className="inline-flex items-center gap-1 rounded text-sm text-muted-fg hover:text-fg"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to AI Hub
      </Link>
      <h1 className="mt-6 text-3xl font-bold">Admin</h1>
      <p className="mt-1 text-muted-fg">
        Signed in as {user.email}. Changes here count at once and go into the audit log.
      </p>
      <SectionedPage name="Admin" sections={adminSections} active={section}>
        <View key={section.id} />
      </SectionedPage>
    </main>
  );
}
