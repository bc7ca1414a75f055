import { type FormEvent, useState } from "react";
import { deleteAccount } from "@/client/api/account";
import { ApiError } from "@/client/api/http";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent } from "@/client/components/ui/dialog";
import { Field } from "@/client/components/ui/field";
import { PasswordInput } from "@/client/components/ui/password-input";
import { useT } from "@/client/i18n/use-t";
import { cancel, yourPassword } from "./settings-words";

/** Asks for the password, then deletes the account (DELETE /api/account) and leaves for /. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, path } = useT();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const changeOpen = (next: boolean) => {
    if (deleting) return;
    if (!next) {
      setPassword("");
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || deleting) return;
    setDeleting(true);
    setError(null);
    try {
      await deleteAccount(password);
      // The answer ended the session; a full load at / leaves nothing of the account behind.
      window.location.assign(path("/"));
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? failure.message
          : t({ id: "common.tryAgainLater", defaultMessage: "Please try again." }),
      );
      setDeleting(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        title={t({ id: "settings.delete.title", defaultMessage: "Delete your account?" })}
        description={t({
          id: "settings.delete.text",
          defaultMessage:
            "This deletes your profile, settings, conversations and uploaded files for good. It cannot be undone.",
        })}
      >
        <form onSubmit={submit} className="space-y-4">
          <Field label={t(yourPassword)} htmlFor="delete-password">
            <PasswordInput
              id="delete-password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? "delete-error" : undefined}
            />
          </Field>
          {error && (
            <p
              id="delete-error"
              role="alert"
              className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
            >
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => changeOpen(false)} disabled={deleting}>
              {t(cancel)}
            </Button>
            <Button type="submit" variant="destructive" disabled={!password || deleting}>
              {deleting
                ? t({ id: "settings.delete.deleting", defaultMessage: "Deleting..." })
                : t({ id: "settings.delete.submit", defaultMessage: "Delete my account" })}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
