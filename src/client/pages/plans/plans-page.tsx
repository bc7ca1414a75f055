import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { useAuthDialog } from "@/client/components/auth/auth-dialog";
import { planLabels } from "@/client/i18n/plan-label";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { mailto } from "@/shared/company";
import { appMessages } from "@/shared/i18n/compiled/app";
import { pricingMessages } from "@/shared/i18n/compiled/pricing";
import { planSupport } from "@/shared/plans";
import { PlanCards } from "../pricing/plan-card";
import { paymentNote, supportSubject } from "../pricing/plan-copy";

export const messageAreas = [pricingMessages, appMessages];

export function PlansPage() {
  const { t, rich } = useT();
  const { user, isAuthenticated } = useCurrentUser();
  const { openAuth } = useAuthDialog();
  const currentPlan = isAuthenticated ? user?.plan : undefined;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link
        to="/ai-hub"
        className="inline-flex items-center gap-1 text-sm text-muted-fg hover:text-fg"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />{" "}
        {t({ id: "pricing.backToHub", defaultMessage: "Back to AI Hub" })}
      </Link>
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{t({ id: "app.account.plans" })}</h1>
      <p className="mt-2 text-muted-fg">
        {currentPlan
          ? rich(
              {
                id: "pricing.currentPlanText",
                defaultMessage: "You are on the <strong>{plan}</strong>.",
              },
              {
                plan: t(planLabels[currentPlan]),
                strong: (children) => <strong className="text-fg">{children}</strong>,
              },
            )
          : t({
              id: "pricing.signUpText",
              defaultMessage: "Sign up free to start, and upgrade whenever you need more.",
            })}
      </p>
      <div className="mt-12">
        <PlanCards currentPlan={currentPlan} onGetStarted={() => openAuth("sign-up")} />
      </div>
      <div className="mt-10 space-y-2 text-center text-sm text-muted-fg">
        <p>{t(paymentNote)}</p>
        <p>
          {rich(
            {
              id: "pricing.questionsShort",
              defaultMessage: "Questions? <link>Contact support</link>.",
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
  );
}
