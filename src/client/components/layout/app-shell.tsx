import { Outlet } from "react-router";
import { AuthDialogProvider } from "@/client/components/auth/auth-dialog";
import { Toaster } from "@/client/components/ui/toast";
import { useCurrentUser } from "@/client/lib/current-user";
import { FullScreenLoading } from "./full-screen-loading";

/** Root of every page: waits for the current user, then renders the page with the auth modal available. */
export function AppShell() {
  const { loading } = useCurrentUser();
  if (loading) return <FullScreenLoading />;
  return (
    <AuthDialogProvider>
      <Outlet />
      <Toaster />
    </AuthDialogProvider>
  );
}
