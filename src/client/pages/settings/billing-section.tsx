import { Link } from "react-router";
import { useAccountUsage } from "@/client/api/usage";
import { useAuthDialog } from "@/client/components/auth/auth-dialog";
import { Button, buttonClass } from "@/client/components/ui/button";
import { useCurrentUser } from "@/client/lib/current-user";
import { company, mailto } from "@/shared/company";
import { billingOffers, paymentNote, planAllowances, planLabel } from "@/shared/plans";
import { LoadError, Loading, Note, SettingsCard } from "./settings-parts";
import { UpgradeOffer } from "./upgrade-offer";
import { formatBytes, UsageMeter } from "./usage-meter";

const count = (value: number) => value.toLocaleString("en-US");
const monthName = (iso: string) =>
  new Intl.DateTimeFormat("en", { month: "long", timeZone: "UTC" }).format(new Date(iso));

function AccountBilling() {
  const usage = useAccountUsage();
  if (usage.isPending) return <Loading label="Loading your plan and usage..." />;
  if (usage.isError)
    return <LoadError message={usage.error.message} onRetry={() => void usage.refetch()} />;
  const { plan, chatRequests, storageBytes, periodStart } = usage.data;
  const allowance = planAllowances[plan];
  return (
    <>
      <SettingsCard title="Current plan">
        <p className="text-2xl font-bold" data-testid="billing-plan">
          {planLabel(plan)}
        </p>
        <div className="mt-6 space-y-5">
          <UsageMeter
            id="usage-requests"
            label={`Chat requests in ${monthName(periodStart)}`}
            used={chatRequests}
            limit={allowance.chatRequestsPerMonth}
            format={count}
          />
          <UsageMeter
            id="usage-storage"
            label="Storage used"
            used={storageBytes}
            limit={allowance.storageBytes}
            format={formatBytes}
          />
        </div>
        <Note>
          Requests are the chat messages you sent this calendar month (UTC); storage is the files
          you uploaded. Bismo does not stop you at your plan's allowance yet.
        </Note>
      </SettingsCard>
      <SettingsCard
        title="Change plan"
        description={`${paymentNote} Choose a plan below to write to our sales team.`}
      >
        <div className="grid gap-4 lg:grid-cols-3">
          {billingOffers.map((offer) => (
            <UpgradeOffer key={offer.key} offer={offer} current={offer.planId === plan} />
          ))}
        </div>
        <p className="mt-4 text-sm">
          <Link to="/plans" className="font-medium text-primary underline underline-offset-4">
            See Payment Plans
          </Link>
        </p>
      </SettingsCard>
    </>
  );
}

export function BillingSection() {
  const { isAuthenticated, isGuest } = useCurrentUser();
  const { openAuth } = useAuthDialog();
  if (isAuthenticated) return <AccountBilling />;
  return (
    <SettingsCard title="Current plan">
      <p className="text-muted-fg">
        {isGuest ? "You are using Bismo as a guest." : "You are not signed in."} Plans belong to an
        account: sign up free to get one.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => openAuth("sign-up")}>Create account</Button>
        <Link to="/plans" className={buttonClass("outline")}>
          See Payment Plans
        </Link>
      </div>
      <Note>
        Questions about plans?{" "}
        <a href={mailto(company.salesEmail, "Question about Bismo plans")} className="underline">
          Write to sales
        </a>
        .
      </Note>
    </SettingsCard>
  );
}
