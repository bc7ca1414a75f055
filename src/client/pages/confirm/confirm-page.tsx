import { CheckCircle2, UserRoundCog, XCircle } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { confirmEmail } from "@/client/api/email-links";
import { Button, buttonClass } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { authMessages } from "@/shared/i18n/compiled/auth";
import { defineMessage } from "@/shared/i18n/runtime";
import { backToHome, UnlockSignIn } from "./unlock-sign-in";

export const messageAreas = [authMessages];

type State = "loading" | "success" | "ask" | "error";
const messages = {
  success: defineMessage({
    id: "auth.confirm.success",
    defaultMessage: "Your email has been verified successfully! You can now access your account.",
  }),
  invalid: defineMessage({
    id: "auth.confirm.invalid",
    defaultMessage: "Invalid confirmation link. Please try signing up again.",
  }),
};

/**
 * Links from account e-mails land here: `?token=` confirms an address, `?unlock=` lets this
 * browser sign in while signing in to the account is paused after wrong passwords.
 */
export function ConfirmPage() {
  const [params] = useSearchParams();
  const unlock = params.get("unlock");
  if (unlock) return <UnlockSignIn token={unlock} />;
  return <EmailConfirmation token={params.get("token")} />;
}

/**
 * The e-mail verification link's token goes to the server by POST. When this browser is
 * signed in to another account (or is a guest), the server asks first, and so does the page.
 */
function EmailConfirmation({ token }: { token: string | null }) {
  const { t, path } = useT();
  const navigate = useNavigate();
  const { user, refresh } = useCurrentUser();
  const [state, setState] = useState<State>("loading");
  const [message, setMessage] = useState("");
  const started = useRef(false);

  const send = useCallback(
    async (link: string, switchAccount: boolean) => {
      setState("loading");
      const outcome = await confirmEmail(link, switchAccount);
      if (outcome.kind === "confirmed") await refresh();
      setState(outcome.kind === "confirmed" ? "success" : outcome.kind);
      setMessage(outcome.kind === "confirmed" ? t(messages.success) : outcome.message);
    },
    [refresh, t],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (token) {
      void send(token, false);
    } else if (user && !user.isGuest) {
      navigate("/", { replace: true });
    } else {
      setState("error");
      setMessage(t(messages.invalid));
    }
  }, [token, user, navigate, send, t]);

  useEffect(() => {
    if (state !== "success") return;
    const timer = setTimeout(() => navigate("/", { replace: true }), 3000);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="w-full max-w-md rounded-2xl border border-border bg-card p-8 text-center">
        <h1 className="text-2xl font-bold">
          {t({ id: "auth.confirm.title", defaultMessage: "Email confirmation" })}
        </h1>
        {state === "loading" && (
          <p role="status" className="mt-6 text-muted-fg">
            {t({ id: "auth.confirm.loading", defaultMessage: "Confirming your email..." })}
          </p>
        )}
        {state === "success" && (
          <div role="status" className="mt-6 space-y-3">
            <CheckCircle2 className="mx-auto h-12 w-12 text-success" aria-hidden />
            <p>{message}</p>
            <p className="text-sm text-muted-fg">
              {t({ id: "auth.confirm.toHub", defaultMessage: "Taking you to your hub..." })}
            </p>
          </div>
        )}
        {state === "ask" && token && (
          <div role="alert" className="mt-6 space-y-4">
            <UserRoundCog className="mx-auto h-12 w-12 text-muted-fg" aria-hidden />
            <p>{message}</p>
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
              <Button onClick={() => void send(token, true)}>
                {t({ id: "auth.confirm.switch", defaultMessage: "Confirm and switch account" })}
              </Button>
              <Link to={path("/")} className={buttonClass("outline")}>
                {t({ id: "auth.confirm.stay", defaultMessage: "Stay as I am" })}
              </Link>
            </div>
          </div>
        )}
        {state === "error" && (
          <div role="alert" className="mt-6 space-y-4">
            <XCircle className="mx-auto h-12 w-12 text-destructive" aria-hidden />
            <p>{message}</p>
            <Link to={path("/")} className={buttonClass()}>
              {t(backToHome)}
            </Link>
          </div>
        )}
      </div>
    </main>
  );
}
