import { UserPlus } from "lucide-react";
import { useAuthDialog } from "@/client/components/auth/auth-dialog";
import { Button } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import { createAccount } from "./settings-words";

/** What guests and visitors see in place of a section that belongs to an account. */
export function AccountRequired({ isGuest }: { isGuest: boolean }) {
  const { t } = useT();
  const { openAuth } = useAuthDialog();
  return (
    <div className="rounded-2xl border border-dashed border-border bg-card p-6 text-center sm:p-8">
      <UserPlus className="mx-auto h-10 w-10 text-primary" aria-hidden />
      <h3 className="mt-3 text-lg font-semibold">
        {t({
          id: "settings.required.title",
          defaultMessage: "Create an account to keep a profile",
        })}
      </h3>
      <p className="mx-auto mt-2 max-w-md text-sm text-muted-fg">
        {t(
          {
            id: "settings.required.text",
            defaultMessage:
              "{who, select, guest {You are using Bismo as a guest} other {You are not signed in}}: this section belongs to an account, where your profile, privacy choices and security settings are saved and follow you to every device. Creating one is free.",
          },
          { who: isGuest ? "guest" : "visitor" },
        )}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Button onClick={() => openAuth("sign-up")}>{t(createAccount)}</Button>
        <Button variant="outline" onClick={() => openAuth("sign-in")}>
          {t({ id: "app.session.signIn", defaultMessage: "Sign in" })}
        </Button>
      </div>
    </div>
  );
}
