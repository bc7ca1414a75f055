import { CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { authClient, authErrorMessage } from "@/client/api/auth";
import { buttonClass } from "@/client/components/ui/button";
import { useCurrentUser } from "@/client/lib/current-user";

type State = "loading" | "success" | "error";
const messages = {
  success: "Your email has been verified successfully! You can now access your account.",
  invalid: "Invalid confirmation link. Please try signing up again.",
  failed: "There was an error confirming your email. Please try again.",
};

/** The e-mail verification link lands here with `?token=`; the token is checked against the server. */
export function ConfirmPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, refresh } = useCurrentUser();
  const [state, setState] = useState<State>("loading");
  const [message, setMessage] = useState("");
  const started = useRef(false);
  const token = params.get("token");

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      if (user && !user.isGuest) navigate("/", { replace: true });
      else {
        setState("error");
        setMessage(messages.invalid);
      }
      return;
    }
    authClient
      .verifyEmail({ query: { token } })
      .then(async ({ error }) => {
        if (error) {
          setState("error");
          // Too many attempts says nothing about the link: show the server's words (how long to wait).
          if (error.status === 429) setMessage(authErrorMessage(error));
          else setMessage(error.status && error.status < 500 ? messages.invalid : messages.failed);
          return;
        }
        await refresh();
        setState("success");
        setMessage(messages.success);
      })
      .catch(() => {
        setState("error");
        setMessage(messages.failed);
      });
  }, [token, user, navigate, refresh]);

  useEffect(() => {
    if (state !== "success") return;
    const timer = setTimeout(() => navigate("/", { replace: true }), 3000);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="w-full max-w-md rounded-2xl border border-border bg-card p-8 text-center">
        <h1 className="text-2xl font-bold">Email confirmation</h1>
        {state === "loading" && (
          <p role="status" className="mt-6 text-muted-fg">
            Confirming your email...
          </p>
        )}
        {state === "success" && (
          <div role="status" className="mt-6 space-y-3">
            <CheckCircle2 className="mx-auto h-12 w-12 text-success" aria-hidden />
            <p>{message}</p>
            <p className="text-sm text-muted-fg">Taking you to your hub...</p>
          </div>
        )}
        {state === "error" && (
          <div role="alert" className="mt-6 space-y-4">
            <XCircle className="mx-auto h-12 w-12 text-destructive" aria-hidden />
            <p>{message}</p>
            <Link to="/" className={buttonClass()}>
              Back to Home
            </Link>
          </div>
        )}
      </div>
    </main>
  );
}
