import { KeyRound, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { unlockSignIn } from "@/client/api/email-links";
import { useAuthDialog } from "@/client/components/auth/auth-dialog";
import { Button, buttonClass } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { defineMessage } from "@/shared/i18n/runtime";

export const backToHome = defineMessage({ id: "auth.backToHome", defaultMessage: "Back to Home" });

type State = { kind: "loading" } | { kind: "unlocked" } | { kind: "error"; message: string };

/**
 * The link mailed while signing in to an account is paused: it lets this browser sign in with
 * the right password now. Once signed in, the person goes on to their hub.
 */
export function UnlockSignIn({ token }: { token: string }) {
  const { t, path } = useT();
  const navigate = useNavigate();
  const { openAuth } = useAuthDialog();
  const { user } = useCurrentUser();
  const [state, setState] = useState<State>({ kind: "loading" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void unlockSignIn(token).then((problem) =>
      setState(problem ? { kind: "error", message: problem } : { kind: "unlocked" }),
    );
  }, [token]);

  const signedIn = Boolean(user && !user.isGuest);
  useEffect(() => {
    if (state.kind === "unlocked" && signedIn) navigate("/", { replace: true });
  }, [state.kind, signedIn, navigate]);

  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="w-full max-w-md rounded-2xl border border-border bg-card p-8 text-center">
        <h1 className="text-2xl font-bold">
          {t({ id: "auth.unlock.title", defaultMessage: "Sign in to your account" })}
        </h1>
        {state.kind === "loading" && (
          <p role="status" className="mt-6 text-muted-fg">
            {t({ id: "auth.unlock.loading", defaultMessage: "Checking your link..." })}
          </p>
        )}
        {state.kind === "unlocked" && (
          <div role="status" className="mt-6 space-y-4">
            <KeyRound className="mx-auto h-12 w-12 text-success" aria-hidden />
            <p>
              {t({
                id: "auth.unlock.text",
                defaultMessage:
                  "Signing in was paused after several wrong passwords. In this browser you can sign in with your password now, for the next hour.",
              })}
            </p>
            <Button onClick={() => openAuth("sign-in")}>
              {t({ id: "common.action.signIn", defaultMessage: "Sign In" })}
            </Button>
          </div>
        )}
        {state.kind === "error" && (
          <div role="alert" className="mt-6 space-y-4">
            <XCircle className="mx-auto h-12 w-12 text-destructive" aria-hidden />
            <p>{state.message}</p>
            <Link to={path("/")} className={buttonClass()}>
              {t(backToHome)}
            </Link>
          </div>
        )}
      </div>
    </main>
  );
}
