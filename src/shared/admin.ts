import { z } from "zod";
import { type PlanId, planIdSchema, type Role, roleSchema } from "./auth";
import type { JobStatus } from "./jobs";
import type { UsageKind } from "./plans";
import { textField } from "./text";

// The admin area's contracts (/api/admin/*, admins only). Provider settings are in
// provider-settings.ts.

/** An account as the admin area lists it. `adminByEnvironment`: listed in ADMIN_EMAILS. */
export type AdminUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  plan: PlanId;
  role: Role;
  adminByEnvironment: boolean;
  disabled: boolean;
  createdAt: string;
};

export const adminPageSize = 25;

const offsetSchema = z.coerce
  .number({ error: "offset must be a whole number." })
  .int("offset must be a whole number.")
  .min(0, "offset cannot be negative.")
  .max(1_000_000, "offset is too large.")
  .default(0);

/**
 * `GET /api/admin/users?q=&cursor=` (or `&offset=`): accounts (not guests), newest first, found
 * by the words of their address or name; `nextCursor` asks for the next page, null on the last.
 */
export const adminUserQuerySchema = z
  .object({
    q: textField().trim().max(200, "Keep the search to 200 characters or fewer.").optional(),
    offset: offsetSchema,
    cursor: z.string().max(400, "This page of accounts does not exist.").optional(),
  })
  .strict();
export type AdminUserList = {
  users: AdminUser[];
  total: number;
  offset: number;
  limit: number;
  nextCursor: string | null;
};

/** `PATCH /api/admin/users/:id`: one or more of plan, role and disabled. */
export const adminUserChangeSchema = z
  .object({
    plan: planIdSchema.optional(),
    role: roleSchema.optional(),
    disabled: z.boolean().optional(),
  })
  .strict()
  .refine(
    (change) => Object.keys(change).length > 0,
    "Say what to change: plan, role or disabled.",
  );
export type AdminUserChange = z.infer<typeof adminUserChangeSchema>;

/** A 'Missing an AI tool?' suggestion in the admin area's inbox. */
export type AdminSuggestion = {
  id: string;
  text: string;
  createdAt: string;
  handledAt: string | null;
  /** The suggester's address; null for a guest or an account since deleted. */
  fromEmail: string | null;
};

export const suggestionFilterSchema = z.enum(["unhandled", "all"]);
export const adminSuggestionQuerySchema = z
  .object({ filter: suggestionFilterSchema.default("unhandled"), offset: offsetSchema })
  .strict();
export type AdminSuggestionList = {
  suggestions: AdminSuggestion[];
  total: number;
  unhandled: number;
  offset: number;
  limit: number;
};
export const adminSuggestionChangeSchema = z.object({ handled: z.boolean() }).strict();

/** A job of any account, as the admin area's queue lists it. */
export type AdminJob = {
  id: string;
  toolId: string;
  title: string;
  status: JobStatus;
  ownerEmail: string | null;
  ownerIsGuest: boolean;
  stage: string | null;
  progress: number | null;
  error: string | null;
  attempt: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

export const jobQueueFilterSchema = z.enum(["active", "failed"]);
export const adminJobQuerySchema = z
  .object({ filter: jobQueueFilterSchema.default("active"), offset: offsetSchema })
  .strict();
export type AdminJobList = { jobs: AdminJob[]; total: number; offset: number; limit: number };

/** `GET /api/admin/usage?days=`: what each tool used on each day (UTC) of the last `days`. */
export const adminUsageQuerySchema = z
  .object({
    days: z.coerce
      .number({ error: "days must be a whole number." })
      .int("days must be a whole number.")
      .min(1, "days must be between 1 and 90.")
      .max(90, "days must be between 1 and 90.")
      .default(14),
  })
  .strict();

/** What one tool used of one kind of work on one day (UTC, `YYYY-MM-DD`); `charges`: how many times. */
export type AdminUsageRow = {
  day: string;
  toolId: string;
  kind: UsageKind;
  amount: number;
  charges: number;
};
/** Newest day first; a day, tool or kind with nothing used is not listed. */
export type AdminUsage = { days: number; rows: AdminUsageRow[] };

/** Every action the audit log records. */
export const auditActions = [
  "first-admin",
  "user.plan",
  "user.role",
  "user.disable",
  "user.enable",
  "user.delete",
  "provider.set",
  "provider.remove",
  "model.switch",
  "model.default",
  "suggestion.handled",
  "suggestion.unhandled",
  "job.retry",
  "job.cancel",
] as const;
export type AuditAction = (typeof auditActions)[number];
export type AuditTargetType = "user" | "provider" | "suggestion" | "job";
/** Never a secret, an address or a name: ids and the values an admin chose. */
export type AuditDetails = Record<string, string | number | boolean | null>;

/** An audit entry as the admin area shows it; addresses are looked up as it is read. */
export type AuditEntryView = {
  id: string;
  action: AuditAction;
  /** null with kind "admin": an admin whose account was deleted since. */
  actor: { kind: "admin" | "bismo"; id: string | null; email: string | null };
  target: { type: AuditTargetType; id: string | null; label: string | null } | null;
  details: AuditDetails;
  createdAt: string;
};
export type AuditLog = { entries: AuditEntryView[]; total: number; offset: number; limit: number };
export const auditQuerySchema = z.object({ offset: offsetSchema }).strict();
