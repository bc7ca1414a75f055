import { Link } from "react-router";
import { useAccountUsage } from "@/client/api/usage";
import { useAuthDialog } from "@/client/components/auth/auth-dialog";
import { Button, buttonClass } from "@/client/components/ui/button";
import { LoadError, Loading, Note } from "@/client/components/ui/section-states";
import { useCurrentUser } from "@/client/lib/current-user";
import { company, mailto } from "@/shared/company";
import { paymentNote, planLabel, type UsageMeterView, usageNames } from "@/shared/plans";
import { PlanCards } from "../pricing/plan-card";
import { SettingsCard } from "./settings-parts";
import { formatBytes, UsageMeter } from "./usage-meter";

const count = (value: number) => value.toLocaleString("en-US");
const renewal = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

/** 'Image generations today', 'Video seconds in November', with when it starts again. */
function meterLabel(meter: UsageMeterView) {
  const period =
    meter.per === "day"
      ? "today"
      : `in ${new Intl.DateTimeFormat("en", { month: "long", timeZone: "UTC" }).format(
          new Date(Date.parse(meter.renewsAt) - 1),
        )}`;
  return `${usageNames[meter.kind].title} ${period}`;
}

function AccountBilling() {
  const usage = useAccountUsage();
  if (usage.isPending) return <Loading label="Loading your plan and usage..." />;
  if (usage.isError)
    return <LoadError message={usage.error.message} onRetry={() => void usage.refetch()} />;
  const { plan, meters, storageBytes, storageLimitBytes } = usage.data;
  return (
    <>
      <SettingsCard title="Current plan">
        <p className="text-2xl font-bold" data-testid="billing-plan">
          {planLabel(plan)}
        </p>
        <div className="mt-6 space-y-5">
          {meters.map((meter) => (
            <UsageMeter
              key={meter.kind}
              id={`usage-${meter.kind}`}
              label={meterLabel(meter)}
              used={meter.used}
              limit={meter.limit}
              format={count}
              note={
                meter.limit !== null && meter.used >= meter.limit
                  ? `Used up: renews ${renewal.format(new Date(meter.renewsAt))} UTC`
                  : undefined
              }
            />
          ))}
          <UsageMeter
            id="usage-storage"
            label="Storage used"
            used={storageBytes}
            limit={storageLimitBytes}
            format={formatBytes}
          />
        </div>
        <Note>
          Each allowance starts again at midnight (daily) or on the first of the month (monthly),
          UTC. Work that fails through no fault of yours is not counted.
        </Note>
      </SettingsCard>
      <SettingsCard
        title="Change plan"
        description={`${paymentNote} Choose a plan below to write to our sales team.`}
      >
        <PlanCards
          currentPlan={plan === "guest" ? undefined : plan}
          onGetStarted={() => undefined}
          size="compact"
        />
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
