import { type FormEvent, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Field } from "@/client/components/ui/field";
import { PasswordInput } from "@/client/components/ui/password-input";
import { FormError } from "@/client/components/ui/section-states";
import { useT } from "@/client/i18n/use-t";
import { cancel, yourPassword } from "./settings-words";

/** Asks for the account's password before a security change; `error` is the server's words. */
export function PasswordStep({
  id,
  action,
  pendingLabel,
  pending,
  error,
  destructive = false,
  onCancel,
  onSubmit,
}: {
  id: string;
  action: string;
  pendingLabel: string;
  pending: boolean;
  error: string | null;
  destructive?: boolean;
  onCancel: () => void;
  onSubmit: (password: string) => void;
}) {
  const { t } = useT();
  const [password, setPassword] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password && !pending) onSubmit(password);
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <Field label={t(yourPassword)} htmlFor={id}>
        <PasswordInput
          id={id}
          autoComplete="current-password"
          required
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </Field>
      {error && <FormError id={`${id}-error`}>{error}</FormError>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t(cancel)}
        </Button>
        <Button
          type="submit"
          variant={destructive ? "destructive" : "primary"}
          disabled={!password || pending}
        >
          {pending ? pendingLabel : action}
        </Button>
      </div>
    </form>
  );
}
