import { Check, X } from "lucide-react";
import { passwordRules } from "@/shared/auth";

export function passwordsValid(password: string, confirmation: string) {
  return password.length >= passwordRules.minLength && password === confirmation;
}

/** The live hints under the sign-up and reset forms. */
export function PasswordHints({
  password,
  confirmation,
}: {
  password: string;
  confirmation: string;
}) {
  const longEnough = password.length >= passwordRules.minLength;
  const matches = password === confirmation;
  return (
    <ul className="space-y-1 text-xs" aria-live="polite">
      <Hint ok={longEnough} text={`At least ${passwordRules.minLength} characters`} />
      {confirmation.length > 0 && (
        <Hint ok={matches} text={matches ? "Passwords match" : "Passwords do not match"} />
      )}
    </ul>
  );
}

function Hint({ ok, text }: { ok: boolean; text: string }) {
  return (
    <li
      className={`flex items-center gap-1 ${ok ? "text-success" : "text-destructive"}`}
      data-ok={ok}
    >
      {ok ? <Check className="h-3 w-3" aria-hidden /> : <X className="h-3 w-3" aria-hidden />}
      {text}
    </li>
  );
}
