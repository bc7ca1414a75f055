import { Link } from "react-router";
import { useAccountUsage } from "@/client/api/usage";
import { useAuthDialog } from "@/client/components/auth/auth-dialog";
import { Button, buttonClass } from "@/client/components/ui/button";
import { LoadError, Loading, Note } from "@/client/components/ui/section-states";
import { planLabels } from "@/client/i18n/plan-label";
import { type I18n, useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { company, mailto } from "@/shared/company";
import { formatDate, formatFileSize, formatNumber } from "@/shared/i18n/format";
import { defineMessage } from "@/shared/i18n/runtime";
import type { UsageMeterView } from "@/shared/plans";
import { PlanCards } from "../pricing/plan-card";
import { paymentNote, supportSubject } from "../pricing/plan-copy";
import { SettingsCard } from "./settings-parts";
import { asGuest, createAccount, notSignedIn } from "./settings-words";
import { UsageMeter } from "./usage-meter";

/** 'Image generations today', 'Video seconds this month'. */
function meterLabel({ t }: I18n, { kind, per }: UsageMeterView) {
  const values = { per };
  switch (kind) {
    case "chat":
      return t(
        {
          id: "settings.usage.chat",
          defaultMessage: "Chat messages {per, select, day {today} other {this month}}",
        },
        values,
      );
    case "image":
      return t(
        {
          id: "settings.usage.image",
          defaultMessage: "Image generations {per, select, day {today} other {this month}}",
        },
        values,
      );
    case "video":
      return t(
        {
          id: "settings.usage.video",
          defaultMessage: "Video seconds {per, select, day {today} other {this month}}",
        },
        values,
      );
    case "model3d":
      return t(
        {
          id: "settings.usage.model3d",
          defaultMessage: "3D models {per, select, day {today} other {this month}}",
        },
        values,
      );
    case "speech":
      return t(
        {
          id: "settings.usage.speech",
          defaultMessage: "Speech characters {per, select, day {today} other {this month}}",
        },
        values,
      );
    case "transcription":
      return t(
        {
          id: "settings.usage.transcription",
          defaultMessage: "Transcription minutes {per, select, day {today} other {this month}}",
        },
        values,
      );
    case "pdf":
      return t(
        {
          id: "settings.usage.pdf",
          defaultMessage: "Document pages read {per, select, day {today} other {this month}}",
        },
        values,
      );
  }
}

function AccountBilling() {
  const i18n = useT();
  const { t, locale } = i18n;
  const usage = useAccountUsage();
  if (usage.isPending)
    return (
      <Loading
        label={t({
          id: "settings.billing.loading",
          defaultMessage: "Loading your plan and usage...",
        })}
      />
    );
  if (usage.isError)
    return <LoadError message={usage.error.message} onRetry={() => void usage.refetch()} />;
  const { plan, meters, storageBytes, storageLimitBytes } = usage.data;
  const count = (value: number) => formatNumber(locale, value);
  const renewal = (iso: string) =>
    formatDate(locale, iso, {
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "UTC",
    });
  return (
    <>
      <SettingsCard title={t(currentPlan)}>
        <p className="text-2xl font-bold" data-testid="billing-plan">
          {t(planLabels[plan])}
        </p>
        <div className="mt-6 space-y-5">
          {meters.map((meter) => (
            <UsageMeter
              key={meter.kind}
              id={`usage-${meter.kind}`}
              label={meterLabel(i18n, meter)}
              used={meter.used}
              limit={meter.limit}
              format={count}
              note={
                meter.limit !== null && meter.used >= meter.limit
                  ? t(
                      {
                        id: "settings.billing.usedUp",
                        defaultMessage: "Used up: renews {when} UTC",
                      },
                      { when: renewal(meter.renewsAt) },
                    )
                  : undefined
              }
            />
          ))}
          <UsageMeter
            id="usage-storage"
            label={t({ id: "settings.billing.storage", defaultMessage: "Storage used" })}
            used={storageBytes}
            limit={storageLimitBytes}
            format={(bytes) => formatFileSize(locale, bytes)}
          />
        </div>
        <Note>
          {t({
            id: "settings.billing.renewals",
            defaultMessage:
              "Each allowance starts again at midnight (daily) or on the first of the month (monthly), UTC. Work that fails through no fault of yours is not counted.",
          })}
        </Note>
      </SettingsCard>
      <SettingsCard
        title={t({ id: "settings.billing.change", defaultMessage: "Change plan" })}
        description={`${t(paymentNote)} ${t({
          id: "settings.billing.changeText",
          defaultMessage: "Choose a plan below to write to our sales team.",
        })}`}
      >
        <PlanCards
          currentPlan={plan === "guest" ? undefined : plan}
          onGetStarted={() => undefined}
          size="compact"
        />
        <p className="mt-4 text-sm">
          <Link to="/plans" className="font-medium text-primary underline underline-offset-4">
            {t(seePlans)}
          </Link>
        </p>
      </SettingsCard>
    </>
  );
}

const currentPlan = defineMessage({
  id: "settings.billing.current",
  defaultMessage: "Current plan",
});
const seePlans = defineMessage({
  id: "settings.billing.seePlans",
  defaultMessage: "See Payment Plans",
});

export function BillingSection() {
  const { t, rich } = useT();
  const { isAuthenticated, isGuest } = useCurrentUser();
  const { openAuth } = useAuthDialog();
  if (isAuthenticated) return <AccountBilling />;
  return (
    <SettingsCard title={t(currentPlan)}>
      <p className="text-muted-fg">
        {isGuest ? t(asGuest) : t(notSignedIn)}{" "}
        {t({
          id: "settings.billing.accountOnly",
          defaultMessage: "Plans belong to an account: sign up free to get one.",
        })}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => openAuth("sign-up")}>{t(createAccount)}</Button>
        <Link to="/plans" className={buttonClass("outline")}>
          {t(seePlans)}
        </Link>
      </div>
      <Note>
        {rich(
          {
            id: "settings.billing.questions",
            defaultMessage: "Questions about plans? <link>Write to sales</link>.",
          },
          {
            link: (children) => (
              <a href={mailto(company.salesEmail, t(supportSubject))} className="underline">
                {children}
              </a>
            ),
          },
        )}
      </Note>
    </SettingsCard>
  );
}
