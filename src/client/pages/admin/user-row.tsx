import { Trash2, UserCheck, UserX } from "lucide-react";
import { useState } from "react";
import { useChangeUser } from "@/client/api/admin-users";
import { Button } from "@/client/components/ui/button";
import { inputClass } from "@/client/components/ui/input";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import type { AdminUser, AdminUserChange } from "@/shared/admin";
import type { PlanId, Role } from "@/shared/auth";
import { plans } from "@/shared/plans";
import { planCopy } from "../pricing/plan-copy";
import { Badge, failedIn, whenIn } from "./admin-parts";
import { DeleteUserDialog } from "./delete-user-dialog";

const selectClass = `${inputClass} h-9 w-auto min-w-32`;

/** One account: who, since when, its plan and role, and disable or delete. */
export function UserRow({ account, isSelf }: { account: AdminUser; isSelf: boolean }) {
  const i18n = useT();
  const { t } = i18n;
  const change = useChangeUser();
  const [deleting, setDeleting] = useState(false);
  const email = account.email;
  const apply = (body: AdminUserChange, title: string, description: string) =>
    change.mutate(
      { id: account.id, change: body },
      {
        onSuccess: () => toast({ title, description }),
        onError: failedIn(i18n, t({ id: "admin.notChanged", defaultMessage: "Not changed" })),
      },
    );
  const roleLocked = isSelf || account.adminByEnvironment;
  const adminWord = t({ id: "admin.users.roleAdmin", defaultMessage: "Admin" });
  return (
    <li className="flex flex-col gap-3 p-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="[overflow-wrap:anywhere]">{email}</span>
          {isSelf && <Badge>{t({ id: "admin.users.you", defaultMessage: "You" })}</Badge>}
          {account.role === "admin" && <Badge>{adminWord}</Badge>}
          {account.disabled && (
            <Badge tone="warning">
              {t({ id: "admin.users.disabled", defaultMessage: "Disabled" })}
            </Badge>
          )}
          {!account.emailVerified && (
            <Badge tone="muted">
              {t({ id: "admin.users.notConfirmed", defaultMessage: "Not confirmed" })}
            </Badge>
          )}
        </p>
        <p className="mt-1 text-sm text-muted-fg">
          {t(
            { id: "admin.users.joined", defaultMessage: "{name} · joined {when}" },
            { name: account.name, when: whenIn(i18n, account.createdAt) },
          )}
        </p>
        {account.adminByEnvironment && (
          <p className="mt-1 text-xs text-muted-fg">
            {t({ id: "admin.users.byEnvironment", defaultMessage: "Admin through ADMIN_EMAILS." })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`plan-${account.id}`} className="text-xs font-medium text-muted-fg">
            {t({ id: "admin.users.plan", defaultMessage: "Plan" })}
          </label>
          <select
            id={`plan-${account.id}`}
            aria-label={t(
              { id: "admin.users.planOf", defaultMessage: "Plan of {email}" },
              { email },
            )}
            className={selectClass}
            value={account.plan}
            disabled={change.isPending}
            onChange={(event) => {
              const plan = event.target.value as PlanId;
              apply(
                { plan },
                t({ id: "admin.users.planChanged", defaultMessage: "Plan changed" }),
                t(
                  {
                    id: "admin.users.planChangedText",
                    defaultMessage: "{email} is now on {plan}.",
                  },
                  { email, plan: t(planCopy[plan].name) },
                ),
              );
            }}
          >
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {t(planCopy[plan.id].name)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`role-${account.id}`} className="text-xs font-medium text-muted-fg">
            {t({ id: "admin.users.role", defaultMessage: "Role" })}
          </label>
          <select
            id={`role-${account.id}`}
            aria-label={t(
              { id: "admin.users.roleOf", defaultMessage: "Role of {email}" },
              { email },
            )}
            aria-describedby={roleLocked ? `role-note-${account.id}` : undefined}
            className={selectClass}
            value={account.role}
            disabled={change.isPending || roleLocked}
            onChange={(event) => {
              const role = event.target.value as Role;
              apply(
                { role },
                t({ id: "admin.users.roleChanged", defaultMessage: "Role changed" }),
                t(
                  {
                    id: "admin.users.roleChangedText",
                    defaultMessage:
                      "{email} is now {role, select, admin {an admin} other {a user}}.",
                  },
                  { email, role },
                ),
              );
            }}
          >
            <option value="user">
              {t({ id: "admin.users.roleUser", defaultMessage: "User" })}
            </option>
            <option value="admin">{adminWord}</option>
          </select>
          {roleLocked && (
            <span id={`role-note-${account.id}`} className="sr-only">
              {isSelf
                ? t({
                    id: "admin.users.ownRole",
                    defaultMessage: "You cannot change your own role.",
                  })
                : t({
                    id: "admin.users.roleByEnvironment",
                    defaultMessage: "Set by ADMIN_EMAILS on the server.",
                  })}
            </span>
          )}
        </div>
        <Button
          variant="outline"
          size="sm"
          className="h-9"
          disabled={change.isPending || isSelf}
          aria-label={
            account.disabled
              ? t({ id: "admin.users.enableWho", defaultMessage: "Enable {email}" }, { email })
              : t({ id: "admin.users.disableWho", defaultMessage: "Disable {email}" }, { email })
          }
          onClick={() =>
            account.disabled
              ? apply(
                  { disabled: false },
                  t({ id: "admin.users.enabled", defaultMessage: "Account enabled" }),
                  t(
                    { id: "admin.users.enabledText", defaultMessage: "{email} can sign in again." },
                    { email },
                  ),
                )
              : apply(
                  { disabled: true },
                  t({ id: "admin.users.disabledTitle", defaultMessage: "Account disabled" }),
                  t(
                    {
                      id: "admin.users.disabledText",
                      defaultMessage: "{email} is signed out and cannot sign in.",
                    },
                    { email },
                  ),
                )
          }
        >
          {account.disabled ? (
            <UserCheck className="h-4 w-4" aria-hidden />
          ) : (
            <UserX className="h-4 w-4" aria-hidden />
          )}
          {account.disabled
            ? t({ id: "admin.users.enable", defaultMessage: "Enable" })
            : t({ id: "admin.users.disable", defaultMessage: "Disable" })}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="h-9 text-destructive"
          disabled={isSelf}
          aria-label={t(
            { id: "admin.users.deleteWho", defaultMessage: "Delete {email}" },
            { email },
          )}
          onClick={() => setDeleting(true)}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          {t({ id: "admin.users.delete", defaultMessage: "Delete" })}
        </Button>
      </div>
      <DeleteUserDialog account={account} open={deleting} onOpenChange={setDeleting} />
    </li>
  );
}
