import { Check } from "lucide-react";
import { usePlanAllowances } from "@/client/api/usage";
import { Button, buttonClass } from "@/client/components/ui/button";
import { builtTools } from "@/client/lib/tool-links";
import type { PlanId } from "@/shared/auth";
import { company, mailto } from "@/shared/company";
import {
  type Allowances,
  defaultAllowances,
  type Plan,
  type PlanAction,
  planFeatures,
  plans,
} from "@/shared/plans";

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
  const action: PlanAction =
    signedIn && plan.action.kind === "sign-up"
      ? {
          kind: "contact-sales",
          label: `Switch to ${plan.name}`,
          subject: `Switch to ${plan.name}`,
        }
      : plan.action;
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
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-fg">
          Most Popular
        </p>
      )}
      <Heading id={titleId} className={compact ? "font-semibold" : "text-xl font-semibold"}>
        {plan.name}
      </Heading>
      {!compact && <p className="mt-1 text-sm text-muted-fg">{plan.description}</p>}
      <p className={compact ? "mt-1" : "mt-6"}>
        <span className={compact ? "text-2xl font-bold" : "text-4xl font-extrabold"}>
          {plan.price}
        </span>{" "}
        <span className="text-sm text-muted-fg">{plan.period}</span>
      </p>
      <ul className={`flex-1 text-sm ${compact ? "mt-3 space-y-1.5" : "mt-6 space-y-2"}`}>
        {[`All ${builtTools.length} AI tools`, ...planFeatures(plan, allowances)].map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <div className={compact ? "mt-4" : "mt-8"}>
        {current ? (
          <Button variant="outline" className="w-full" disabled>
            Current Plan
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
