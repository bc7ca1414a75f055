import type { I18n } from "@/client/i18n/use-t";
import type { PlanId } from "@/shared/auth";
import { formatCurrency, formatFileSize } from "@/shared/i18n/format";
import { defineMessage } from "@/shared/i18n/runtime";
import {
  type Allowance,
  type Allowances,
  type Plan,
  type UsageKind,
  usageKinds,
} from "@/shared/plans";

/** What the plan cards say about each plan (the facts are src/shared/plans.ts). */
export const planCopy = {
  free: {
    name: defineMessage({ id: "pricing.plan.free", defaultMessage: "Free" }),
    description: defineMessage({
      id: "pricing.plan.freeText",
      defaultMessage: "Everything you need to get started.",
    }),
    support: defineMessage({ id: "pricing.plan.freeSupport", defaultMessage: "Community support" }),
    action: defineMessage({ id: "common.action.getStarted" }),
  },
  pro: {
    name: defineMessage({ id: "pricing.plan.pro", defaultMessage: "Pro" }),
    description: defineMessage({
      id: "pricing.plan.proText",
      defaultMessage: "For professionals who use AI every day.",
    }),
    support: defineMessage({ id: "pricing.plan.proSupport", defaultMessage: "E-mail support" }),
    action: defineMessage({ id: "pricing.plan.proAction", defaultMessage: "Upgrade to Pro" }),
  },
  advanced: {
    name: defineMessage({ id: "pricing.plan.advanced", defaultMessage: "Advanced" }),
    description: defineMessage({
      id: "pricing.plan.advancedText",
      defaultMessage: "For teams and heavy use; larger limits on request.",
    }),
    support: defineMessage({
      id: "pricing.plan.advancedSupport",
      defaultMessage: "Dedicated support",
    }),
    action: defineMessage({ id: "pricing.plan.advancedAction", defaultMessage: "Contact Sales" }),
  },
} as const satisfies Record<PlanId, unknown>;

export const paymentNote = defineMessage({
  id: "pricing.paymentNote",
  defaultMessage:
    "Every account starts on the Free plan. Online payment is not set up yet: paid plans are arranged by e-mail with our team, and take effect as soon as they are granted.",
});

export const supportSubject = defineMessage({
  id: "pricing.supportSubject",
  defaultMessage: "Question about Bismo plans",
});

/** The subject of an e-mail to sales about a plan. */
export function salesSubject({ t }: I18n, planId: PlanId, switching: boolean): string {
  const plan = t(planCopy[planId].name);
  return switching
    ? t({ id: "pricing.plan.switchTo", defaultMessage: "Switch to {plan}" }, { plan })
    : t({ id: "pricing.plan.salesSubject", defaultMessage: "Bismo {plan} plan" }, { plan });
}

export function monthlyPrice({ locale }: I18n, plan: Plan): string {
  return formatCurrency(locale, plan.monthlyUsd, "USD");
}

/** One allowance as a plan card says it: '100 chat messages a day', 'Unlimited chat messages'. */
export function allowanceText({ t }: I18n, kind: UsageKind, { limit, per }: Allowance): string {
  if (limit === null) return t(unlimited[kind]);
  const values = { limit, per };
  switch (kind) {
    case "chat":
      return t(
        {
          id: "pricing.allowance.chat",
          defaultMessage:
            "{limit, plural, one {# chat message} other {# chat messages}} a {per, select, day {day} other {month}}",
        },
        values,
      );
    case "image":
      return t(
        {
          id: "pricing.allowance.image",
          defaultMessage:
            "{limit, plural, one {# image} other {# images}} a {per, select, day {day} other {month}}",
        },
        values,
      );
    case "video":
      return t(
        {
          id: "pricing.allowance.video",
          defaultMessage:
            "{limit, plural, one {# second of video} other {# seconds of video}} a {per, select, day {day} other {month}}",
        },
        values,
      );
    case "model3d":
      return t(
        {
          id: "pricing.allowance.model3d",
          defaultMessage:
            "{limit, plural, one {# 3D model} other {# 3D models}} a {per, select, day {day} other {month}}",
        },
        values,
      );
    case "speech":
      return t(
        {
          id: "pricing.allowance.speech",
          defaultMessage:
            "{limit, plural, one {# character of speech} other {# characters of speech}} a {per, select, day {day} other {month}}",
        },
        values,
      );
    case "transcription":
      return t(
        {
          id: "pricing.allowance.transcription",
          defaultMessage:
            "{limit, plural, one {# minute of transcription} other {# minutes of transcription}} a {per, select, day {day} other {month}}",
        },
        values,
      );
    case "pdf":
      return t(
        {
          id: "pricing.allowance.pdf",
          defaultMessage:
            "{limit, plural, one {# document page} other {# document pages}} a {per, select, day {day} other {month}}",
        },
        values,
      );
  }
}

const unlimited = {
  chat: defineMessage({ id: "pricing.unlimited.chat", defaultMessage: "Unlimited chat messages" }),
  image: defineMessage({ id: "pricing.unlimited.image", defaultMessage: "Unlimited images" }),
  video: defineMessage({
    id: "pricing.unlimited.video",
    defaultMessage: "Unlimited seconds of video",
  }),
  model3d: defineMessage({
    id: "pricing.unlimited.model3d",
    defaultMessage: "Unlimited 3D models",
  }),
  speech: defineMessage({
    id: "pricing.unlimited.speech",
    defaultMessage: "Unlimited characters of speech",
  }),
  transcription: defineMessage({
    id: "pricing.unlimited.transcription",
    defaultMessage: "Unlimited minutes of transcription",
  }),
  pdf: defineMessage({ id: "pricing.unlimited.pdf", defaultMessage: "Unlimited document pages" }),
} satisfies Record<UsageKind, unknown>;

/** What a plan's card lists: every allowance, the storage, then the support. */
export function planFeatures(i18n: I18n, plan: Plan, allowances: Allowances): string[] {
  const { t, locale } = i18n;
  return [
    ...usageKinds.map((kind) => allowanceText(i18n, kind, allowances[kind])),
    t(
      { id: "pricing.plan.storage", defaultMessage: "{size} of storage" },
      { size: formatFileSize(locale, plan.storageBytes) },
    ),
    t(planCopy[plan.id].support),
  ];
}
