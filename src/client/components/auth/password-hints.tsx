import { Check, Circle, X } from "lucide-react";
import { useState } from "react";
import { useT } from "@/client/i18n/use-t";
import { passwordRules } from "@/shared/auth";

export function passwordsValid(password: string, confirmation: string) {
  return password.length >= passwordRules.minLength && password === confirmation;
}

/** Whether the new-password field has been left once: its rule shows red only from then. */
export function usePasswordTouched() {
  const [touched, setTouched] = useState(false);
  return { touched, onBlur: () => setTouched(true), reset: () => setTouched(false) };
}

/**
 * The live hints under the sign-up, reset and change-password forms. The length rule is neutral
 * until the password field is left (or the rule is met), never red before anything is typed.
 */
export function PasswordHints({
  password,
  confirmation,
  touched,
}: {
  password: string;
  confirmation: string;
  /** The password field has been left at least once. */
  touched: boolean;
}) {
  const { t } = useT();
  const longEnough = password.length >= passwordRules.minLength;
  const matches = password === confirmation;
  return (
    <ul className="space-y-1 text-xs" aria-live="polite">
      <Hint
        ok={longEnough}
        neutral={!longEnough && !touched}
        text={t(
          {
            id: "common.password.length",
            defaultMessage: "At least {min, plural, one {# character} other {# characters}}",
          },
          { min: passwordRules.minLength },
        )}
      />
      {confirmation.length > 0 && (
        <Hint
          ok={matches}
          text={
            matches
              ? t({ id: "common.password.match", defaultMessage: "Passwords match" })
              : t({ id: "common.password.mismatch", defaultMessage: "Passwords do not match" })
          }
        />
      )}
    </ul>
  );
}

function Hint({ ok, neutral = false, text }: { ok: boolean; neutral?: boolean; text: string }) {
  const look = neutral ? "text-muted-fg" : ok ? "text-success" : "text-destructive";
  return (
    <li
      className={`flex items-center gap-1 ${look}`}
      data-ok={ok}
      data-state={neutral ? "neutral" : ok ? "met" : "unmet"}
    >
      {neutral ? (
        <Circle className="h-3 w-3" aria-hidden />
      ) : ok ? (
        <Check className="h-3 w-3" aria-hidden />
      ) : (
        <X className="h-3 w-3" aria-hidden />
      )}
      {text}
    </li>
  );
}
