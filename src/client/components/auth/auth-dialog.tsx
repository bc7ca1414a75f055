import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { Dialog } from "@/client/components/ui/dialog";
import { AuthForm, type AuthMode } from "./auth-form";

type AuthDialogContext = { openAuth: (mode?: AuthMode) => void };
const Context = createContext<AuthDialogContext | null>(null);

export function useAuthDialog() {
  const context = useContext(Context);
  if (!context) throw new Error("useAuthDialog needs an AuthDialogProvider");
  return context;
}

/** Holds the one auth modal of the app; any page opens it with `openAuth("sign-in" | "sign-up")`. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>("sign-in");
  const openAuth = useCallback((next: AuthMode = "sign-in") => {
    setMode(next);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ openAuth }), [openAuth]);
  return (
    <Context.Provider value={value}>
      {children}
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <AuthForm initialMode={mode} onSignedIn={() => setOpen(false)} />}
      </Dialog>
    </Context.Provider>
  );
}
