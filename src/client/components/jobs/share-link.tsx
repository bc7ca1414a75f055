import { Copy, Link2, Link2Off, Share2 } from "lucide-react";
import { useId } from "react";
import { useCreateShareLink, useRevokeShareLink, useShareLink } from "@/client/api/share-links";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";

/**
 * Share for one stored file: off until the owner turns it on; then the public link (copy it)
 * and Stop Sharing, which makes the link answer 404 for everyone.
 */
export function ShareLink({ fileId }: { fileId: string }) {
  const { t } = useT();
  const linkId = useId();
  const state = useShareLink(fileId);
  const create = useCreateShareLink(fileId);
  const revoke = useRevokeShareLink(fileId);
  const link = state.data?.link ?? null;
  const failed = (error: Error) =>
    toast({
      title: t({ id: "workbench.toast.error", defaultMessage: "Error" }),
      description: error.message,
      variant: "destructive",
    });

  if (!link) {
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={create.isPending || state.isPending}
        onClick={() =>
          create.mutate(undefined, {
            onSuccess: () =>
              toast({
                title: t({ id: "workbench.share.created", defaultMessage: "Link created" }),
                description: t({
                  id: "workbench.share.createdText",
                  defaultMessage: "Anyone with the link can watch it.",
                }),
              }),
            onError: failed,
          })
        }
      >
        <Share2 className="h-4 w-4" aria-hidden />{" "}
        {create.isPending
          ? t({ id: "workbench.share.sharing", defaultMessage: "Sharing..." })
          : t({ id: "workbench.share.share", defaultMessage: "Share" })}
      </Button>
    );
  }
  return (
    <div className="flex w-full flex-wrap items-center gap-2">
      <label htmlFor={linkId} className="sr-only">
        {t({ id: "workbench.share.link", defaultMessage: "Public link" })}
      </label>
      <Link2 className="h-4 w-4 shrink-0 text-muted-fg" aria-hidden />
      <input
        id={linkId}
        readOnly
        dir="ltr"
        value={link.url}
        onFocus={(event) => event.currentTarget.select()}
        className="h-8 min-w-40 flex-1 rounded-lg border border-border bg-bg px-2 text-xs"
      />
      <Button
        variant="outline"
        size="sm"
        onClick={() =>
          navigator.clipboard
            .writeText(link.url)
            .then(() =>
              toast({
                title: t({ id: "workbench.copy.done", defaultMessage: "Copied" }),
                description: t({
                  id: "workbench.share.copied",
                  defaultMessage: "Link copied to clipboard",
                }),
              }),
            )
            .catch(failed)
        }
      >
        <Copy className="h-4 w-4" aria-hidden />{" "}
        {t({ id: "workbench.copy.copy", defaultMessage: "Copy" })}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={revoke.isPending}
        onClick={() =>
          revoke.mutate(undefined, {
            onSuccess: () =>
              toast({
                title: t({ id: "workbench.share.stopped", defaultMessage: "Sharing stopped" }),
                description: t({
                  id: "workbench.share.stoppedText",
                  defaultMessage: "The link no longer works.",
                }),
              }),
            onError: failed,
          })
        }
      >
        <Link2Off className="h-4 w-4" aria-hidden />{" "}
        {t({ id: "workbench.share.stop", defaultMessage: "Stop Sharing" })}
      </Button>
    </div>
  );
}
