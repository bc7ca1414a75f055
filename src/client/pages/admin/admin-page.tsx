import { ArrowLeft } from "lucide-react";
import { type ComponentType, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { SectionedPage } from "@/client/components/layout/sectioned-page";
import { useToastsBelow } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { NotFoundPage } from "@/client/pages/not-found/not-found-page";
import { adminMessages } from "@/shared/i18n/compiled/admin";
import { appMessages } from "@/shared/i18n/compiled/app";
import { pricingMessages } from "@/shared/i18n/compiled/pricing";
import { type AdminSectionId, adminSectionFor, adminSections } from "./admin-sections";
import { AuditSection } from "./audit-section";
import { JobsSection } from "./jobs-section";
import { ModelsSection } from "./models-section";
import { ProvidersSection } from "./providers-section";
import { SetupSection } from "./setup-section";
import { SuggestionsSection } from "./suggestions-section";
import { UsageSection } from "./usage-section";
import { UsersSection } from "./users-section";

export const messageAreas = [adminMessages, appMessages, pricingMessages];

const sectionViews: Record<AdminSectionId, ComponentType> = {
  setup: SetupSection,
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
  const { t } = useT();
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const back = useRef<HTMLAnchorElement>(null);
  useToastsBelow(back);
  if (user?.role !== "admin") return <NotFoundPage />;
  const section = adminSectionFor(params.get("section"));
  const admin = t({ id: "app.account.admin", defaultMessage: "Admin" });
  const View = sectionViews[section.id];
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link
        ref={back}
        to="/ai-hub"
        className="inline-flex items-center gap-1 rounded text-sm text-muted-fg hover:text-fg"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />{" "}
        {t({ id: "admin.back", defaultMessage: "Back to AI Hub" })}
      </Link>
      <h1 className="mt-6 text-3xl font-bold">{admin}</h1>
      <p className="mt-1 break-words text-muted-fg">
        {t(
          {
            id: "admin.signedInAs",
            defaultMessage:
              "Signed in as {email}. Changes here count at once and go into the audit log.",
          },
          { email: user.email },
        )}
      </p>
      <SectionedPage name={admin} idPrefix="admin" sections={adminSections} active={section}>
        <View key={section.id} />
      </SectionedPage>
    </main>
  );
}
