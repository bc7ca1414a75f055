import { BadgeCheck, CircleAlert } from "lucide-react";
import { useState } from "react";
import { authClient, authErrorMessage } from "@/client/api/auth";
import { Note } from "@/client/components/ui/section-states";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { InlineField } from "./inline-field";
import { textControl } from "./profile-controls";

const EmailInput = textControl({ type: "email", autoComplete: "email" });
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useT();
  return verified ? (
    <span className="inline-flex items-center gap-1 rounded-full border border-success/50 px-2 py-0.5 text-xs font-medium text-fg">
      <BadgeCheck className="h-3.5 w-3.5 text-success" aria-hidden />{" "}
      {t({ id: "settings.email.verified", defaultMessage: "Verified" })}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full border border-destructive/50 px-2 py-0.5 text-xs font-medium text-fg">
      <CircleAlert className="h-3.5 w-3.5 text-destructive" aria-hidden />{" "}
      {t({ id: "settings.email.notVerified", defaultMessage: "Not verified" })}
    </span>
  );
}

/**
 * The e-mail changes through better-auth's change-email flow: a link goes to the new address,
 * and the account takes that address only once the link is opened.
 */
export function EmailField({ email, verified }: { email: string; verified: boolean }) {
  const { t, rich } = useT();
  const [pending, setPending] = useState<string | null>(null);

  const requestChange = async (draft: string) => {
    const newEmail = draft.trim();
    if (!looksLikeEmail(newEmail))
      throw new Error(
        t({ id: "settings.email.invalid", defaultMessage: "Enter a valid e-mail address." }),
      );
    if (newEmail.toLowerCase() === email.toLowerCase())
      throw new Error(
        t({ id: "settings.email.same", defaultMessage: "That is already your e-mail address." }),
      );
    const { error } = await authClient.changeEmail({
      newEmail,
      callbackURL: "/profile-settings?section=profile",
    });
    if (error) throw new Error(authErrorMessage(error));
    setPending(newEmail);
    toast({
      title: t({ id: "settings.email.confirm", defaultMessage: "Confirm your new e-mail" }),
      description: t(
        {
          id: "settings.email.confirmText",
          defaultMessage: "We sent a link to {email}. Your e-mail changes once you open it.",
        },
        { email: newEmail },
      ),
    });
  };

  return (
    <InlineField
      id="email"
      label={t({ id: "settings.field.email", defaultMessage: "E-mail" })}
      editLabel={t({ id: "settings.email.edit", defaultMessage: "Edit e-mail address" })}
      value={email}
      display={
        <span className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 break-all">{email}</span> <VerifiedBadge verified={verified} />
        </span>
      }
      control={EmailInput}
      onSave={requestChange}
      hint={
        pending ? (
          <p
            role="status"
            className="rounded-lg border border-primary/40 bg-primary/10 p-3 text-sm text-fg"
          >
            {rich(
              {
                id: "settings.email.waiting",
                defaultMessage:
                  "Waiting for you to confirm <strong>{pending}</strong>: open the link we sent there. Until then your e-mail stays {email}.",
              },
              { pending, email, strong: (children) => <strong>{children}</strong> },
            )}
          </p>
        ) : (
          <Note>
            {t({
              id: "settings.email.note",
              defaultMessage:
                "A new address gets a confirmation link; your e-mail changes only once it is opened.",
            })}
          </Note>
        )
      }
    />
  );
}
