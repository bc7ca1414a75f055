import { Download, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { downloadMyData, useProfile } from "@/client/api/account";
import { ApiError } from "@/client/api/http";
import { useAccountUsage } from "@/client/api/usage";
import { Button } from "@/client/components/ui/button";
import { LoadError, Loading } from "@/client/components/ui/section-states";
import { toast } from "@/client/components/ui/toast";
import { planLabels } from "@/client/i18n/plan-label";
import { useT } from "@/client/i18n/use-t";
import { formatDate, formatFileSize } from "@/shared/i18n/format";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { VerifiedBadge } from "./email-field";
import { SettingsCard } from "./settings-parts";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm text-muted-fg">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2 font-medium break-all">{children}</dd>
    </div>
  );
}

export function AccountSection() {
  const { t, locale } = useT();
  const profile = useProfile();
  const usage = useAccountUsage();
  const [downloading, setDownloading] = useState(false);
  /** Bytes of the export received so far, while it downloads. */
  const [received, setReceived] = useState(0);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const { hash } = useLocation();
  const actions = useRef<HTMLDivElement>(null);

  // The footer's 'Request Data Export' and 'Delete My Account' land on their card.
  useEffect(() => {
    const target = hash && actions.current?.querySelector<HTMLElement>(`${hash} button`);
    if (!target) return;
    target.scrollIntoView({ block: "center" });
    target.focus();
  }, [hash]);

  const download = async () => {
    setDownloading(true);
    setReceived(0);
    try {
      // In steps of 100 kB: React renders again only when the figure shown changes.
      await downloadMyData((bytes) => setReceived(Math.floor(bytes / 100_000) * 100_000));
    } catch (error) {
      toast({
        variant: "destructive",
        title: t({ id: "settings.account.downloadFailed", defaultMessage: "Download failed" }),
        description:
          error instanceof ApiError
            ? error.message
            : t({ id: "common.tryAgainLater", defaultMessage: "Please try again." }),
      });
    } finally {
      setDownloading(false);
    }
  };

  const downloadLabel = t({ id: "settings.account.download", defaultMessage: "Download my data" });
  const deleteLabel = t({ id: "settings.account.delete", defaultMessage: "Delete account" });
  return (
    <>
      <SettingsCard
        title={t({ id: "settings.account.details", defaultMessage: "Account details" })}
      >
        {profile.isPending || usage.isPending ? (
          <Loading
            label={t({ id: "settings.account.loading", defaultMessage: "Loading your account..." })}
          />
        ) : profile.isError || usage.isError ? (
          <LoadError
            message={
              (profile.error ?? usage.error)?.message ??
              t({
                id: "settings.account.loadFailed",
                defaultMessage: "Could not load your account.",
              })
            }
            onRetry={() => void Promise.all([profile.refetch(), usage.refetch()])}
          />
        ) : (
          <dl className="divide-y divide-border">
            <Detail label={t({ id: "settings.account.since", defaultMessage: "Member since" })}>
              {formatDate(locale, profile.data.createdAt, { dateStyle: "long" })}
            </Detail>
            <Detail label={t({ id: "settings.field.email", defaultMessage: "E-mail" })}>
              {profile.data.email} <VerifiedBadge verified={profile.data.emailVerified} />
            </Detail>
            <Detail label={t({ id: "settings.account.plan", defaultMessage: "Plan" })}>
              {t(planLabels[usage.data.plan])}
            </Detail>
          </dl>
        )}
      </SettingsCard>
      <div ref={actions} className="space-y-6">
        <SettingsCard
          id="download-data"
          title={downloadLabel}
          description={t({
            id: "settings.account.downloadText",
            defaultMessage:
              "A ZIP file with everything Bismo keeps for your account: profile, settings, conversations, saved results, usage, and your files themselves (uploads, generated images, audio and videos, documents, decks as PowerPoint), with a manifest.json that lists it all (GDPR Art. 15 and 20).",
          })}
        >
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="outline" onClick={() => void download()} disabled={downloading}>
              <Download className="h-4 w-4" aria-hidden />
              {downloading
                ? t({ id: "settings.account.preparing", defaultMessage: "Preparing your file..." })
                : downloadLabel}
            </Button>
            {downloading && (
              <p className="text-sm text-muted-fg" role="status" aria-live="polite">
                {received === 0
                  ? t({
                      id: "settings.account.collecting",
                      defaultMessage: "Collecting your data...",
                    })
                  : t(
                      { id: "settings.account.received", defaultMessage: "{size} received" },
                      { size: formatFileSize(locale, received) },
                    )}
              </p>
            )}
          </div>
        </SettingsCard>
        <SettingsCard
          id="delete-account"
          tone="danger"
          title={deleteLabel}
          description={t({
            id: "settings.account.deleteText",
            defaultMessage:
              "Deletes your account and everything in it: profile, settings, conversations and uploaded files. You are signed out everywhere. This cannot be undone.",
          })}
        >
          <Button variant="destructive" onClick={() => setDeleteOpen(true)}>
            <Trash2 className="h-4 w-4" aria-hidden />
            {deleteLabel}
          </Button>
        </SettingsCard>
      </div>
      <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} />
    </>
  );
}
