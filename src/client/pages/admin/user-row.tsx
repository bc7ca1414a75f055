import { Trash2, UserCheck, UserX } from "lucide-react";
import { useState } from "react";
import { useChangeUser } from "@/client/api/admin-users";
import { Button } from "@/client/components/ui/button";
import { inputClass } from "@/client/components/ui/input";
import { toast } from "@/client/components/ui/toast";
import type { AdminUser, AdminUserChange } from "@/shared/admin";
import type { PlanId, Role } from "@/shared/auth";
import { getPlan, plans } from "@/shared/plans";
import { Badge, failed, when } from "./admin-parts";
import { DeleteUserDialog } from "./delete-user-dialog";

const selectClass = `${inputClass} h-9 w-auto min-w-32`;

/** One account: who, since when, its plan and role, and disable or delete. */
export function UserRow({ account, isSelf }: { account: AdminUser; isSelf: boolean }) {
  const change = useChangeUser();
  const [deleting, setDeleting] = useState(false);
  const apply = (body: AdminUserChange, title: string, description: string) =>
    change.mutate(
      { id: account.id, change: body },
      {
        onSuccess: () => toast({ title, description }),
        onError: failed("Not changed"),
      },
    );
  const roleLocked = isSelf || account.adminByEnvironment;
  return (
    <li className="flex flex-col gap-3 p-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="[overflow-wrap:anywhere]">{account.email}</span>
          {isSelf && <Badge>You</Badge>}
          {account.role === "admin" && <Badge>Admin</Badge>}
          {account.disabled && <Badge tone="warning">Disabled</Badge>}
          {!account.emailVerified && <Badge tone="muted">Not confirmed</Badge>}
        </p>
        <p className="mt-1 text-sm text-muted-fg">
          {account.name} · joined {when(account.createdAt)}
        </p>
        {account.adminByEnvironment && (
          <p className="mt-1 text-xs text-muted-fg">Admin through ADMIN_EMAILS.</p>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`plan-${account.id}`} className="text-xs font-medium text-muted-fg">
            Plan
          </label>
          <select
            id={`plan-${account.id}`}
            aria-label={`Plan of ${account.email}`}
            className={selectClass}
            value={account.plan}
            disabled={change.isPending}
            onChange={(event) => {
              const plan = event.target.value as PlanId;
              apply({ plan }, "Plan changed", `${account.email} is now on ${getPlan(plan).name}.`);
            }}
          >
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`role-${account.id}`} className="text-xs font-medium text-muted-fg">
            Role
          </label>
          <select
            id={`role-${account.id}`}
            aria-label={`Role of ${account.email}`}
            aria-describedby={roleLocked ? `role-note-${account.id}` : undefined}
            className={selectClass}
            value={account.role}
            disabled={change.isPending || roleLocked}
            onChange={(event) => {
              const role = event.target.value as Role;
              apply(
                { role },
                "Role changed",
                `${account.email} is now ${role === "admin" ? "an admin" : "a user"}.`,
              );
            }}
          >
            <option value="user">User</option>
            <option value="admin">Admin</option>
          </select>
          {roleLocked && (
            <span id={`role-note-${account.id}`} className="sr-only">
              {isSelf ? "You cannot change your own role." : "Set by ADMIN_EMAILS on the server."}
            </span>
          )}
        </div>
        <Button
          variant="outline"
          size="sm"
          className="h-9"
          disabled={change.isPending || isSelf}
          aria-label={`${account.disabled ? "Enable" : "Disable"} ${account.email}`}
          onClick={() =>
            account.disabled
              ? apply({ disabled: false }, "Account enabled", `${account.email} can sign in again.`)
              : apply(
                  { disabled: true },
                  "Account disabled",
                  `${account.email} is signed out and cannot sign in.`,
                )
          }
        >
          {account.disabled ? (
            <UserCheck className="h-4 w-4" aria-hidden />
          ) : (
            <UserX className="h-4 w-4" aria-hidden />
          )}
          {account.disabled ? "Enable" : "Disable"}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="h-9 text-destructive"
          disabled={isSelf}
          aria-label={`Delete ${account.email}`}
          onClick={() => setDeleting(true)}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          Delete
        </Button>
      </div>
      <DeleteUserDialog account={account} open={deleting} onOpenChange={setDeleting} />
    </li>
  );
}
