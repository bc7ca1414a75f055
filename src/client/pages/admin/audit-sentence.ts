import type { AuditEntryView } from "@/shared/admin";
import { planIdSchema } from "@/shared/auth";
import { getPlan } from "@/shared/plans";

const gone: Record<NonNullable<AuditEntryView["target"]>["type"], string> = {
  user: "a deleted account",
  provider: "a provider",
  suggestion: "a deleted suggestion",
  job: "a deleted job",
};

const planName = (value: unknown) => {
  const plan = planIdSchema.safeParse(value);
  return plan.success ? getPlan(plan.data).name : String(value);
};

/** Who did it, in words: an admin's address, Bismo itself, or an admin since deleted. */
export function auditActor(entry: AuditEntryView): string {
  if (entry.actor.kind === "bismo") return "Bismo";
  return entry.actor.email ?? (entry.actor.id ? "An admin" : "A deleted admin");
}

/** What was done, as the rest of a sentence after the actor. */
export function auditDeed(entry: AuditEntryView): string {
  const target = entry.target ? (entry.target.label ?? gone[entry.target.type]) : "";
  const quoted = `"${target}"`;
  const { details } = entry;
  switch (entry.action) {
    case "first-admin":
      return `made ${target} admin, as the first account on this server`;
    case "user.plan":
      return `changed the plan of ${target} from ${planName(details.from)} to ${planName(details.to)}`;
    case "user.role":
      return details.to === "admin"
        ? `made ${target} an admin`
        : `took the admin role from ${target}`;
    case "user.disable":
      return `disabled ${target}: signed out, and cannot sign in`;
    case "user.enable":
      return `enabled ${target} again`;
    case "user.delete":
      return "deleted an account with everything it owned";
    case "provider.set": {
      const stored = [
        details.key === "stored" ? "a key" : null,
        details.baseUrl === "stored" ? "a base URL" : null,
      ].filter(Boolean);
      const removedBase =
        details.baseUrl === "removed" ? `removed the stored base URL of ${target}` : "";
      if (stored.length === 0) return removedBase || `changed ${target}'s settings`;
      return `stored ${stored.join(" and ")} for ${target}${removedBase ? ` and ${removedBase}` : ""}`;
    }
    case "provider.remove":
      return `removed what was stored for ${target}`;
    case "model.switch":
      return details.enabled === null
        ? `left ${target}'s model ${details.model} to Bismo's default`
        : `switched ${details.enabled ? "on" : "off"} ${target}'s model ${details.model}`;
    case "model.default":
      return details.model
        ? `made ${target}'s ${details.model} the default for ${details.purpose}`
        : `left the default for ${details.purpose} to Bismo`;
    case "suggestion.handled":
      return `marked the suggestion ${quoted} handled`;
    case "suggestion.unhandled":
      return `put the suggestion ${quoted} back in the inbox`;
    case "job.retry":
      return `retried the job ${quoted}`;
    case "job.cancel":
      return `cancelled the job ${quoted}`;
  }
}
