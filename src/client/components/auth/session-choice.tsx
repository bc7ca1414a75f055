import { AlertDialog } from "radix-ui";
import { useEffect, useState } from "react";
import { buttonClass } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import {
  continueAsGuest,
  signedInWhileAsked,
  useSessionQuestion,
} from "@/client/lib/use-ensure-session";
import { useAuthDialog } from "./auth-dialog";

/**
 * After signing out here, the hub and the workbench ask how to go on instead of quietly starting
 * a guest session: as a guest, or signed in (the auth dialog; the question returns if it closes
 * without a sign-in).
 */
export function SessionChoice() {
  const { t } = useT();
  const asking = useSessionQuestion();
  const { isAuthenticated } = useCurrentUser();
  const { openAuth, isOpen } = useAuthDialog();
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (asking && isAuthenticated) signedInWhileAsked();
  }, [asking, isAuthenticated]);

  const asGuest = async () => {
    setStarting(true);
    setFailed(false);
    const started = await continueAsGuest();
    setStarting(false);
    if (!started) setFailed(true);
  };

  return (
    <AlertDialog.Root open={asking && !isOpen && !isAuthenticated}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-bg p-6 shadow-2xl">
          <AlertDialog.Title className="text-xl font-semibold">
            {t({ id: "app.session.title", defaultMessage: "You are signed out" })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-fg">
            {t({
              id: "app.session.text",
              defaultMessage:
                "Sign in to get back to your saved chats, or continue as a guest: a guest's work stays in this browser only.",
            })}
          </AlertDialog.Description>
          {failed && (
            <p role="alert" className="mt-3 text-sm text-destructive">
              {t({
                id: "app.session.failed",
                defaultMessage: "The guest session could not be started. Please try again.",
              })}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              className={buttonClass("outline")}
              disabled={starting}
              onClick={() => void asGuest()}
            >
              {starting
                ? t({ id: "common.action.starting", defaultMessage: "Starting..." })
                : t({ id: "app.session.asGuest", defaultMessage: "Continue as guest" })}
            </button>
            <AlertDialog.Action className={buttonClass()} onClick={() => openAuth("sign-in")}>
              {t({ id: "app.session.signIn", defaultMessage: "Sign in" })}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
