import type { AuditEntryView } from "@/shared/admin";
import { planIdSchema } from "@/shared/auth";
import { type Descriptor, defineMessage } from "@/shared/i18n/runtime";
import type { Translate } from "@/shared/i18n/translator";
import { planCopy } from "../pricing/plan-copy";

const gone = {
  user: defineMessage({ id: "admin.audit.goneUser", defaultMessage: "a deleted account" }),
  provider: defineMessage({ id: "admin.audit.goneProvider", defaultMessage: "a provider" }),
  suggestion: defineMessage({
    id: "admin.audit.goneSuggestion",
    defaultMessage: "a deleted suggestion",
  }),
  job: defineMessage({ id: "admin.audit.goneJob", defaultMessage: "a deleted job" }),
} satisfies Record<NonNullable<AuditEntryView["target"]>["type"], unknown>;

/**
 * An audit entry as one sentence: its message (the actor in an `<actor>` tag) and the values it
 * takes. The page renders it with `rich`, a test reads it with `t`.
 */
export type AuditSentence = { message: Descriptor; values: Record<string, string | number> };

/** Who did it, in words: an admin's address, Bismo itself, or an admin since deleted. */
export function auditActor(entry: AuditEntryView, t: Translate): string {
  if (entry.actor.kind === "bismo") return "Bismo";
  return (
    entry.actor.email ??
    (entry.actor.id
      ? t({ id: "admin.audit.anAdmin", defaultMessage: "An admin" })
      : t({ id: "admin.audit.deletedAdmin", defaultMessage: "A deleted admin" }))
  );
}

/** What was done, by whom, to what. */
export function auditSentence(entry: AuditEntryView, t: Translate): AuditSentence {
  const planName = (value: unknown) => {
    const plan = planIdSchema.safeParse(value);
    return plan.success ? t(planCopy[plan.data].name) : String(value);
  };
  const target = entry.target ? (entry.target.label ?? t(gone[entry.target.type])) : "";
  const { details } = entry;
  const values = { actor: auditActor(entry, t), target };
  const say = (message: Descriptor, more: Record<string, string | number> = {}) => ({
    message,
    values: { ...values, ...more },
  });
  switch (entry.action) {
    case "first-admin":
      return say(
        defineMessage({
          id: "admin.audit.firstAdmin",
          defaultMessage:
            "<actor>{actor}</actor> made {target} admin, as the first account on this server.",
        }),
      );
    case "user.plan":
      return say(
        defineMessage({
          id: "admin.audit.plan",
          defaultMessage:
            "<actor>{actor}</actor> changed the plan of {target} from {from} to {to}.",
        }),
        { from: planName(details.from), to: planName(details.to) },
      );
    case "user.role":
      return details.to === "admin"
        ? say(
            defineMessage({
              id: "admin.audit.madeAdmin",
              defaultMessage: "<actor>{actor}</actor> made {target} an admin.",
            }),
          )
        : say(
            defineMessage({
              id: "admin.audit.tookAdmin",
              defaultMessage: "<actor>{actor}</actor> took the admin role from {target}.",
            }),
          );
    case "user.disable":
      return say(
        defineMessage({
          id: "admin.audit.disabled",
          defaultMessage:
            "<actor>{actor}</actor> disabled {target}: signed out, and cannot sign in.",
        }),
      );
    case "user.enable":
      return say(
        defineMessage({
          id: "admin.audit.enabled",
          defaultMessage: "<actor>{actor}</actor> enabled {target} again.",
        }),
      );
    case "user.delete":
      return say(
        defineMessage({
          id: "admin.audit.deleted",
          defaultMessage: "<actor>{actor}</actor> deleted an account with everything it owned.",
        }),
      );
    case "provider.set": {
      const key = details.key === "stored";
      const base = details.baseUrl === "stored";
      const removedBase = details.baseUrl === "removed";
      if (!key && !base)
        return removedBase
          ? say(
              defineMessage({
                id: "admin.audit.removedBase",
                defaultMessage: "<actor>{actor}</actor> removed the stored base URL of {target}.",
              }),
            )
          : say(
              defineMessage({
                id: "admin.audit.changedProvider",
                defaultMessage: "<actor>{actor}</actor> changed {target}'s settings.",
              }),
            );
      return say(
        defineMessage({
          id: "admin.audit.stored",
          defaultMessage:
            "<actor>{actor}</actor> stored {what, select, both {a key and a base URL} key {a key} other {a base URL}} for {target}{removed, select, yes { and removed its stored base URL} other {}}.",
        }),
        { what: key && base ? "both" : key ? "key" : "base", removed: removedBase ? "yes" : "no" },
      );
    }
    case "provider.remove":
      return say(
        defineMessage({
          id: "admin.audit.providerRemoved",
          defaultMessage: "<actor>{actor}</actor> removed what was stored for {target}.",
        }),
      );
    case "model.switch":
      return say(
        defineMessage({
          id: "admin.audit.modelSwitch",
          defaultMessage:
            "<actor>{actor}</actor> {state, select, on {switched on {target}'s model {model}} off {switched off {target}'s model {model}} other {left {target}'s model {model} to Bismo's default}}.",
        }),
        {
          state: details.enabled === null ? "default" : details.enabled ? "on" : "off",
          model: String(details.model),
        },
      );
    case "model.default":
      return details.model
        ? say(
            defineMessage({
              id: "admin.audit.modelDefault",
              defaultMessage:
                "<actor>{actor}</actor> made {target}'s {model} the default for {purpose}.",
            }),
            { model: String(details.model), purpose: String(details.purpose) },
          )
        : say(
            defineMessage({
              id: "admin.audit.modelDefaultCleared",
              defaultMessage: "<actor>{actor}</actor> left the default for {purpose} to Bismo.",
            }),
            { purpose: String(details.purpose) },
          );
    case "suggestion.handled":
      return say(
        defineMessage({
          id: "admin.audit.handled",
          defaultMessage: "<actor>{actor}</actor> marked the suggestion “{target}” handled.",
        }),
      );
    case "suggestion.unhandled":
      return say(
        defineMessage({
          id: "admin.audit.unhandled",
          defaultMessage: "<actor>{actor}</actor> put the suggestion “{target}” back in the inbox.",
        }),
      );
    case "job.retry":
      return say(
        defineMessage({
          id: "admin.audit.retried",
          defaultMessage: "<actor>{actor}</actor> retried the job “{target}”.",
        }),
      );
    case "job.cancel":
      return say(
        defineMessage({
          id: "admin.audit.cancelled",
          defaultMessage: "<actor>{actor}</actor> cancelled the job “{target}”.",
        }),
      );
  }
}
