import { LogOut, Monitor } from "lucide-react";
import { useSessions, useSignOutOtherSessions, useSignOutSession } from "@/client/api/account";
import { Button } from "@/client/components/ui/button";
import { LoadError, Loading, Note } from "@/client/components/ui/section-states";
import { toast } from "@/client/components/ui/toast";
import type { AccountSession } from "@/shared/account";
import { deviceName } from "./device-name";

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );

const failed = (error: unknown) =>
  toast({
    variant: "destructive",
    title: "Could not sign out",
    description: error instanceof Error ? error.message : "Please try again.",
  });

function SessionRow({ session }: { session: AccountSession }) {
  const signOut = useSignOutSession();
  const name = deviceName(session.userAgent);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Monitor className="mt-0.5 h-5 w-5 shrink-0 text-muted-fg" aria-hidden />
        <div className="min-w-0 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {name}
            {session.current && (
              <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs text-primary">
                This device
              </span>
            )}
          </p>
          <p className="text-muted-fg">IP address {session.ipAddress || "unknown"}</p>
          <p className="text-muted-fg">
            Signed in {when(session.createdAt)} · last active {when(session.lastActiveAt)}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Sign out ${name}, signed in ${when(session.createdAt)}`}
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(session.id, {
              onSuccess: () =>
                toast({ title: "Signed out", description: `${name} is signed out.` }),
              onError: failed,
            })
          }
        >
          <LogOut className="h-4 w-4" aria-hidden />
          {signOut.isPending ? "Signing out..." : "Sign out"}
        </Button>
      )}
    </li>
  );
}

export function SessionsList() {
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  if (sessions.isPending) return <Loading label="Loading your devices..." />;
  if (sessions.isError)
    return <LoadError message={sessions.error.message} onRetry={() => void sessions.refetch()} />;
  const others = sessions.data.filter((session) => !session.current).length;
  return (
    <>
      <ul className="divide-y divide-border" aria-label="Signed-in devices">
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
              toast({ title: "Signed out", description: "All your other devices are signed out." }),
            onError: failed,
          })
        }
      >
        <LogOut className="h-4 w-4" aria-hidden />
        Sign out of all other devices
      </Button>
      <Note>
        {others === 0
          ? "No other device is signed in."
          : "A device you sign out may keep working for up to a minute, until it next checks in."}
      </Note>
    </>
  );
}
