import { ArrowLeft, CreditCard } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "@/client/components/ui/button";
import { useCurrentUser } from "@/client/lib/current-user";
import { planLabel } from "@/shared/plans";

export function SettingsPage() {
  const { user, isAuthenticated } = useCurrentUser();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Link
        to="/ai-workbench"
        className="inline-flex items-center gap-1 text-sm text-muted-fg hover:text-fg"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Workbench
      </Link>
      <h1 className="mt-6 text-3xl font-bold">Profile Settings</h1>
      <section
        aria-labelledby="billing-title"
        className="mt-8 rounded-2xl border border-border bg-card p-6"
      >
        <h2 id="billing-title" className="flex items-center gap-2 text-xl font-semibold">
          <CreditCard className="h-5 w-5 text-primary" aria-hidden /> Billing
        </h2>
        {isAuthenticated && user ? (
          <>
            <p className="mt-4 text-sm text-muted-fg">Current plan</p>
            <p className="mt-1 text-2xl font-bold" data-testid="billing-plan">
              {planLabel(user.plan)}
            </p>
          </>
        ) : (
          <p className="mt-4 text-muted-fg">
            {user?.isGuest ? "You are using Bismo as a guest." : "You are not signed in."} Plans
            belong to an account: sign up free to get one.
          </p>
        )}
        <Link to="/plans" className={`${buttonClass("outline")} mt-6`}>
          See Payment Plans
        </Link>
      </section>
    </main>
  );
}
