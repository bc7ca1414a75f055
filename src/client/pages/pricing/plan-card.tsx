import { Check } from "lucide-react";
import { usePlanAllowances } from "@/client/api/usage";
import { Button, buttonClass } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import { builtTools } from "@/client/lib/tool-links";
import type { PlanId } from "@/shared/auth";
import { company, mailto } from "@/shared/company";
import { type Allowances, defaultAllowances, type Plan, plans } from "@/shared/plans";
import { monthlyPrice, planCopy, planFeatures, salesSubject } from "./plan-copy";

type PlanCardProps = {
  plan: Plan;
  /** The plan's allowances as this server enforces them. */
  allowances: Allowances;
  /** What 'Get Started' does on this page (open sign-up, or go to the hub when signed in). */
  onGetStarted: () => void;
  current?: boolean;
  /** Signed in: a free plan is chosen by writing to us, not by signing up again. */
  signedIn?: boolean;
  /** `compact`: Billing's smaller card. */
  size?: "page" | "compact";
};

/** One plan: name, price, allowances and an honest button (sign-up, or an e-mail to sales). */
export function PlanCard({
  plan,
  allowances,
  onGetStarted,
  current = false,
  signedIn = false,
  size = "page",
}: PlanCardProps) {
  const i18n = useT();
  const { t } = i18n;
  const copy = planCopy[plan.id];
  // Signed in, a free plan is chosen by writing to us.
  const switching = signedIn && plan.action.kind === "sign-up";
  const action =
    plan.action.kind === "sign-up" && !switching
      ? { kind: "sign-up" as const, label: t(copy.action) }
      : {
          kind: "contact-sales" as const,
          label: switching
            ? t({ id: "pricing.plan.switchTo" }, { plan: t(copy.name) })
            : t(copy.action),
          subject: salesSubject(i18n, plan.id, switching),
        };
  const compact = size === "compact";
  const titleId = `plan-${plan.id}${compact ? "-offer" : ""}`;
  const Heading = compact ? "h4" : "h2";
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex flex-col border ${
        compact ? "rounded-xl bg-bg p-4" : "rounded-2xl bg-card p-6 shadow-sm"
      } ${plan.popular ? `border-primary ${compact ? "" : "ring-2 ring-primary"}` : "border-border"}`}
    >
      {plan.popular && !compact && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold whitespace-nowrap text-primary-fg">
          {t({ id: "pricing.popular", defaultMessage: "Most Popular" })}
        </p>
      )}
      <Heading id={titleId} className={compact ? "font-semibold" : "text-xl font-semibold"}>
        {t(copy.name)}
      </Heading>
      {!compact && <p className="mt-1 text-sm text-muted-fg">{t(copy.description)}</p>}
      <p className={compact ? "mt-1" : "mt-6"}>
        <span className={compact ? "text-2xl font-bold" : "text-4xl font-extrabold"}>
          {monthlyPrice(i18n, plan)}
        </span>{" "}
        <span className="text-sm text-muted-fg">
          {t({ id: "pricing.perMonth", defaultMessage: "per month" })}
        </span>
      </p>
      <ul className={`flex-1 text-sm ${compact ? "mt-3 space-y-1.5" : "mt-6 space-y-2"}`}>
        {[
          t(
            {
              id: "pricing.allTools",
              defaultMessage: "{count, plural, one {The # AI tool} other {All # AI tools}}",
            },
            { count: builtTools.length },
          ),
          ...planFeatures(i18n, plan, allowances),
        ].map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <div className={compact ? "mt-4" : "mt-8"}>
        {current ? (
          <Button variant="outline" className="w-full" disabled>
            {t({ id: "pricing.currentPlan", defaultMessage: "Current Plan" })}
          </Button>
        ) : action.kind === "sign-up" ? (
          <Button
            variant={plan.popular ? "primary" : "outline"}
            className="w-full"
            onClick={onGetStarted}
          >
            {action.label}
          </Button>
        ) : (
          <a
            href={mailto(company.salesEmail, action.subject)}
            className={`${buttonClass(plan.popular ? "primary" : "outline", compact ? "sm" : undefined)} w-full`}
          >
            {action.label}
          </a>
        )}
      </div>
    </article>
  );
}

/** The catalogue's plans, with this server's allowances, as one row of cards. */
export function PlanCards({
  currentPlan,
  onGetStarted,
  size = "page",
}: {
  currentPlan?: PlanId;
  onGetStarted: () => void;
  size?: PlanCardProps["size"];
}) {
  const catalogue = usePlanAllowances();
  return (
    <div className={size === "compact" ? "grid gap-4 lg:grid-cols-3" : "grid gap-8 md:grid-cols-3"}>
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          allowances={
            catalogue.plans.find((entry) => entry.id === plan.id)?.allowances ??
            defaultAllowances[plan.id]
          }
          current={plan.id === currentPlan}
          signedIn={currentPlan !== undefined}
          onGetStarted={onGetStarted}
          size={size}
        />
      ))}
    </div>
  );
}
