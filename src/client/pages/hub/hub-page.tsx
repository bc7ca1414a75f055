import { AppHeader } from "@/client/components/layout/page-header";
import { Button } from "@/client/components/ui/button";
import { useCurrentUser } from "@/client/lib/current-user";
import { signOutAndLeave } from "@/client/lib/session-actions";

export function HubPage() {
  const { user } = useCurrentUser();
  return (
    <div className="min-h-dvh">
      <AppHeader>
        {user && (
          <>
            <span className="text-sm text-muted-fg">{user.isGuest ? "Guest" : user.email}</span>
            <Button variant="outline" size="sm" onClick={signOutAndLeave}>
              Logout
            </Button>
          </>
        )}
      </AppHeader>
      <main className="mx-auto max-w-3xl px-6 py-20 text-center">
        <h1 className="text-3xl font-bold sm:text-5xl">What would you like to create?</h1>
      </main>
    </div>
  );
}
