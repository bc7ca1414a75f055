import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from "react";
import { withMessages } from "@/client/i18n/with-messages";
import type { AuthMode } from "./auth-form";

type AuthDialogContext = { openAuth: (mode?: AuthMode) => void; isOpen: boolean };
const Context = createContext<AuthDialogContext | null>(null);

// The modal (Radix dialog, the form, better-auth's client) loads on first use, so the public
// pages do not carry it.
const AuthModal = lazy(async () => ({
  default: (await withMessages(import("./auth-modal"))).AuthModal,
}));

export function useAuthDialog() {
  const context = useContext(Context);
  if (!context) throw new Error("useAuthDialog needs an AuthDialogProvider");
  return context;
}

/** Holds the one auth modal of the app; any page opens it with `openAuth("sign-in" | "sign-up")`. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [mode, setMode] = useState<AuthMode>("sign-in");
  const openAuth = useCallback((next: AuthMode = "sign-in") => {
    setMode(next);
    setOpen(true);
    setUsed(true);
  }, []);
  const value = useMemo(() => ({ openAuth, isOpen: open }), [openAuth, open]);
  return (
    <Context.Provider value={value}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <AuthModal open={open} mode={mode} onOpenChange={setOpen} />
        </Suspense>
      )}
    </Context.Provider>
  );
}
