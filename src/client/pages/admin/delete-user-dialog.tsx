import { useDeleteUser } from "@/client/api/admin-users";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent } from "@/client/components/ui/dialog";
import { FormError } from "@/client/components/ui/section-states";
import { toast } from "@/client/components/ui/toast";
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
  const remove = useDeleteUser();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Delete this account?"
        description={`${account.email} and everything it owns go for good: conversations, files, results and jobs.`}
      >
        {remove.isError && <FormError>{remove.error.message}</FormError>}
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(account.id, {
                onSuccess: () => {
                  onOpenChange(false);
                  toast({ title: "Account deleted", description: `${account.email} is gone.` });
                },
              })
            }
          >
            {remove.isPending ? "Deleting..." : "Delete account"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
