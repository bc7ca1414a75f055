import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { useAuthDialog } from "@/client/components/auth/auth-dialog";
import { useCurrentUser } from "@/client/lib/current-user";
import { mailto } from "@/shared/company";
import { paymentNote, planLabel, planSupport } from "@/shared/plans";
import { PlanCards } from "../pricing/plan-card";

export function PlansPage() {
  const { user, isAuthenticated } = useCurrentUser();
  const { openAuth } = useAuthDialog();
  const currentPlan = isAuthenticated ? user?.plan : undefined;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link
        to="/ai-hub"
        className="inline-flex items-center gap-1 text-sm text-muted-fg hover:text-fg"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to AI Hub
      </Link>
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">Payment Plans</h1>
      <p className="mt-2 text-muted-fg">
        {currentPlan ? (
          <>
            You are on the <strong className="text-fg">{planLabel(currentPlan)}</strong>.
          </>
        ) : (
          "Sign up free to start, and upgrade whenever you need more."
        )}
      </p>
      <div className="mt-12">
        <PlanCards currentPlan={currentPlan} onGetStarted={() => openAuth("sign-up")} />
      </div>
      <div className="mt-10 space-y-2 text-center text-sm text-muted-fg">
        <p>{paymentNote}</p>
        <p>
          Questions?{" "}
          <a
            href={mailto(planSupport.email, planSupport.subject)}
            className="font-medium text-fg underline underline-offset-4"
          >
            Contact support
          </a>
          .
        </p>
      </div>
    </main>
  );
}
