import { CheckCircle2, UserRoundCog, XCircle } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { confirmEmail, setupWanted } from "@/client/api/email-links";
import { useAuthDialog } from "@/client/components/auth/auth-dialog";
import { Button, buttonClass } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import { knownUser, useCurrentUser } from "@/client/lib/current-user";
import { authMessages } from "@/shared/i18n/compiled/auth";
import { defineMessage } from "@/shared/i18n/runtime";
import { backToHome, UnlockSignIn } from "./unlock-sign-in";

export const messageAreas = [authMessages];

/** Where the first admin sets Bismo up: connecting a provider, in the admin area. */
const setupPath = "/admin?section=setup";

type State = "loading" | "success" | "setup" | "already" | "ask" | "error";
const messages = {
  success: defineMessage({
    id: "auth.confirm.success",
    defaultMessage: "Your email has been verified successfully! You can now access your account.",
  }),
  already: defineMessage({
    id: "auth.confirm.already",
    defaultMessage: "This address is already confirmed. Sign in to continue.",
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
  const { openAuth } = useAuthDialog();
  const [state, setState] = useState<State>("loading");
  const [message, setMessage] = useState("");
  const started = useRef(false);

  const send = useCallback(
    async (link: string, switchAccount: boolean) => {
      setState("loading");
      const outcome = await confirmEmail(link, switchAccount);
      if (outcome.kind !== "confirmed") {
        setState(outcome.kind);
        setMessage(outcome.message);
        return;
      }
      if (!outcome.signedIn) {
        setState("already");
        setMessage(t(messages.already));
        return;
      }
      await refresh();
      // The first admin of a fresh server, with no model yet, sets it up before anything else.
      const admin = (await knownUser())?.role === "admin";
      setState(admin && (await setupWanted()) ? "setup" : "success");
      setMessage(t(messages.success));
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
    if (state !== "success" && state !== "setup") return;
    const next = state === "setup" ? setupPath : "/";
    const timer = setTimeout(() => navigate(next, { replace: true }), 3000);
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
        {(state === "success" || state === "setup") && (
          <div role="status" className="mt-6 space-y-3">
            <CheckCircle2 className="mx-auto h-12 w-12 text-success" aria-hidden />
            <p>{message}</p>
            <p className="text-sm text-muted-fg">
              {state === "setup"
                ? t({
                    id: "auth.confirm.toSetup",
                    defaultMessage: "Taking you to set up Bismo...",
                  })
                : t({ id: "auth.confirm.toHub", defaultMessage: "Taking you to your hub..." })}
            </p>
          </div>
        )}
        {state === "already" && (
          <div role="status" className="mt-6 space-y-4">
            <CheckCircle2 className="mx-auto h-12 w-12 text-success" aria-hidden />
            <p>{message}</p>
            <Button onClick={() => openAuth("sign-in")}>
              {t({ id: "auth.confirm.signIn", defaultMessage: "Sign in" })}
            </Button>
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
