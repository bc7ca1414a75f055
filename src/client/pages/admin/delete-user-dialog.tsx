import { useDeleteUser } from "@/client/api/admin-users";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent } from "@/client/components/ui/dialog";
import { FormError } from "@/client/components/ui/section-states";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import type { AdminUser } from "@/shared/admin";

/** Asks before an account goes with everything it owns. */
export function DeleteUserDialog({
  account,
  open,
  onOpenChange,
}: {
  account: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useT();
  const remove = useDeleteUser();
  const email = account.email;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={t({ id: "admin.delete.title", defaultMessage: "Delete this account?" })}
        description={t(
          {
            id: "admin.delete.text",
            defaultMessage:
              "{email} and everything it owns go for good: conversations, files, results and jobs.",
          },
          { email },
        )}
      >
        {remove.isError && <FormError>{remove.error.message}</FormError>}
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t({ id: "admin.delete.keep", defaultMessage: "Keep it" })}
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(account.id, {
                onSuccess: () => {
                  onOpenChange(false);
                  toast({
                    title: t({ id: "admin.delete.done", defaultMessage: "Account deleted" }),
                    description: t(
                      { id: "admin.delete.doneText", defaultMessage: "{email} is gone." },
                      { email },
                    ),
                  });
                },
              })
            }
          >
            {remove.isPending
              ? t({ id: "admin.delete.deleting", defaultMessage: "Deleting..." })
              : t({ id: "admin.delete.submit", defaultMessage: "Delete account" })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
