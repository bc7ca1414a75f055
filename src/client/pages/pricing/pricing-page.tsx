import { useNavigate } from "react-router";
import { useAuthDialog } from "@/client/components/auth/auth-dialog";
import { SiteFooter } from "@/client/components/site/site-footer";
import { SiteHeader } from "@/client/components/site/site-header";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { builtTools } from "@/client/lib/tool-links";
import { mailto } from "@/shared/company";
import { pricingMessages } from "@/shared/i18n/compiled/pricing";
import { planSupport } from "@/shared/plans";
import { PlanCards } from "./plan-card";
import { paymentNote, supportSubject } from "./plan-copy";

export const messageAreas = [pricingMessages];

export function PricingPage() {
  const { t, rich } = useT();
  const { isAuthenticated } = useCurrentUser();
  const { openAuth } = useAuthDialog();
  const navigate = useNavigate();
  const getStarted = () => (isAuthenticated ? navigate("/plans") : openAuth("sign-up"));
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-28 pb-20 sm:px-6">
        <div className="text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance hyphens-auto sm:text-5xl">
            {t({ id: "pricing.title", defaultMessage: "Simple, transparent pricing" })}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-fg">
            {t(
              {
                id: "pricing.lead",
                defaultMessage:
                  "Start free and upgrade when your ideas outgrow it. Every plan opens all {count, plural, one {# AI tool} other {# AI tools}}.",
              },
              { count: builtTools.length },
            )}
          </p>
        </div>
        <div className="mt-14">
          <PlanCards onGetStarted={getStarted} />
        </div>
        <div className="mt-12 text-center text-sm text-muted-fg">
          <p>{t(paymentNote)}</p>
          <p className="mt-2">
            {rich(
              {
                id: "pricing.questions",
                defaultMessage: "Questions about a plan? <link>Contact our support team</link>.",
              },
              {
                link: (children) => (
                  <a
                    href={mailto(planSupport.email, t(supportSubject))}
                    className="font-medium text-fg underline underline-offset-4"
                  >
                    {children}
                  </a>
                ),
              },
            )}
          </p>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
