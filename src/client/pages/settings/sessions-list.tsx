import { LogOut, Monitor } from "lucide-react";
import { useSessions, useSignOutOtherSessions, useSignOutSession } from "@/client/api/account";
import { Button } from "@/client/components/ui/button";
import { LoadError, Loading, Note } from "@/client/components/ui/section-states";
import { toast } from "@/client/components/ui/toast";
import { type I18n, useT } from "@/client/i18n/use-t";
import type { AccountSession } from "@/shared/account";
import { formatDate } from "@/shared/i18n/format";
import { defineMessage } from "@/shared/i18n/runtime";
import { deviceName } from "./device-name";

const signedOut = defineMessage({
  id: "settings.sessions.signedOut",
  defaultMessage: "Signed out",
});

const when = ({ locale }: I18n, iso: string) =>
  formatDate(locale, iso, { dateStyle: "medium", timeStyle: "short" });

const failed =
  ({ t }: I18n) =>
  (error: unknown) =>
    toast({
      variant: "destructive",
      title: t({ id: "settings.sessions.failed", defaultMessage: "Could not sign out" }),
      description:
        error instanceof Error
          ? error.message
          : t({ id: "common.tryAgainLater", defaultMessage: "Please try again." }),
    });

function SessionRow({ session }: { session: AccountSession }) {
  const i18n = useT();
  const { t } = i18n;
  const signOut = useSignOutSession();
  const name = deviceName(session.userAgent, t);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Monitor className="mt-0.5 h-5 w-5 shrink-0 text-muted-fg" aria-hidden />
        <div className="min-w-0 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {name}
            {session.current && (
              <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs text-primary">
                {t({ id: "settings.sessions.thisDevice", defaultMessage: "This device" })}
              </span>
            )}
          </p>
          <p className="text-muted-fg">
            {t(
              { id: "settings.sessions.ip", defaultMessage: "IP address {address}" },
              {
                address:
                  session.ipAddress ||
                  t({ id: "settings.sessions.ipUnknown", defaultMessage: "unknown" }),
              },
            )}
          </p>
          <p className="text-muted-fg">
            {t(
              {
                id: "settings.sessions.times",
                defaultMessage: "Signed in {since} · last active {active}",
              },
              { since: when(i18n, session.createdAt), active: when(i18n, session.lastActiveAt) },
            )}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          aria-label={t(
            {
              id: "settings.sessions.signOutDevice",
              defaultMessage: "Sign out {device}, signed in {since}",
            },
            { device: name, since: when(i18n, session.createdAt) },
          )}
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(session.id, {
              onSuccess: () =>
                toast({
                  title: t(signedOut),
                  description: t(
                    {
                      id: "settings.sessions.deviceSignedOut",
                      defaultMessage: "{device} is signed out.",
                    },
                    { device: name },
                  ),
                }),
              onError: failed(i18n),
            })
          }
        >
          <LogOut className="h-4 w-4" aria-hidden />
          {signOut.isPending
            ? t({ id: "app.account.signingOut", defaultMessage: "Signing out..." })
            : t({ id: "settings.sessions.signOut", defaultMessage: "Sign out" })}
        </Button>
      )}
    </li>
  );
}

export function SessionsList() {
  const i18n = useT();
  const { t } = i18n;
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  if (sessions.isPending)
    return (
      <Loading
        label={t({ id: "settings.sessions.loading", defaultMessage: "Loading your devices..." })}
      />
    );
  if (sessions.isError)
    return <LoadError message={sessions.error.message} onRetry={() => void sessions.refetch()} />;
  const others = sessions.data.filter((session) => !session.current).length;
  return (
    <>
      <ul
        className="divide-y divide-border"
        aria-label={t({ id: "settings.sessions.list", defaultMessage: "Signed-in devices" })}
      >
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      <Button
        variant="outline"
        className="mt-4"
        disabled={others === 0 || signOutOthers.isPending}
        onClick={() =>
          signOutOthers.mutate(undefined, {
            onSuccess: () =>
              toast({
                title: t(signedOut),
                description: t({
                  id: "settings.sessions.othersSignedOut",
                  defaultMessage: "All your other devices are signed out.",
                }),
              }),
            onError: failed(i18n),
          })
        }
      >
        <LogOut className="h-4 w-4" aria-hidden />
        {t({
          id: "settings.sessions.signOutOthers",
          defaultMessage: "Sign out of all other devices",
        })}
      </Button>
      <Note>
        {others === 0
          ? t({ id: "settings.sessions.noOthers", defaultMessage: "No other device is signed in." })
          : t({
              id: "settings.sessions.delay",
              defaultMessage:
                "A device you sign out may keep working for up to a minute, until it next checks in.",
            })}
      </Note>
    </>
  );
}
