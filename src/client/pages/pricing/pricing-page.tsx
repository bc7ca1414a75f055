import { useNavigate } from "react-router";
import { useAuthDialog } from "@/client/components/auth/auth-dialog";
import { SiteFooter } from "@/client/components/site/site-footer";
import { SiteHeader } from "@/client/components/site/site-header";
import { useCurrentUser } from "@/client/lib/current-user";
import { builtTools } from "@/client/lib/tool-links";
import { mailto } from "@/shared/company";
import { paymentNote, planSupport } from "@/shared/plans";
import { PlanCards } from "./plan-card";

export function PricingPage() {
  const { isAuthenticated } = useCurrentUser();
  const { openAuth } = useAuthDialog();
  const navigate = useNavigate();
  const getStarted = () => (isAuthenticated ? navigate("/plans") : openAuth("sign-up"));
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-28 pb-20 sm:px-6">
        <div className="text-center">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Simple, transparent pricing
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-fg">
            Start free and upgrade when your ideas outgrow it. Every plan opens all{" "}
            {builtTools.length} AI tools.
          </p>
        </div>
        <div className="mt-14">
          <PlanCards onGetStarted={getStarted} />
        </div>
        <div className="mt-12 text-center text-sm text-muted-fg">
          <p>{paymentNote}</p>
          <p className="mt-2">
            Questions about a plan?{" "}
            <a
              href={mailto(planSupport.email, planSupport.subject)}
              className="font-medium text-fg underline underline-offset-4"
            >
              Contact our support team
            </a>
            .
          </p>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
