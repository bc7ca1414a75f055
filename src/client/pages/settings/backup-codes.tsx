import { Copy, Download } from "lucide-react";
import { copyText } from "@/client/components/chat/copy-text";
import { Button } from "@/client/components/ui/button";
import { type I18n, useT } from "@/client/i18n/use-t";
import { saveFile } from "@/client/lib/save-file";

/** The backup codes as a text file: what they are for, then one code a line. */
function codesFile({ t }: I18n, codes: readonly string[], email: string) {
  return [
    t(
      { id: "settings.codes.fileTitle", defaultMessage: "Bismo backup codes for {email}" },
      { email },
    ),
    "",
    t({
      id: "settings.codes.fileText",
      defaultMessage:
        "Each code signs you in once, in place of the code from your authenticator app.",
    }),
    t(
      {
        id: "settings.codes.fileMade",
        defaultMessage: "Made {date}. Making new codes in Settings > Security ends these.",
      },
      { date: new Date().toISOString().slice(0, 10) },
    ),
    "",
    ...codes,
    "",
  ].join("\n");
}

/** Ten one-use codes, shown once, with Download (.txt) and Copy. */
export function BackupCodes({ codes, email }: { codes: readonly string[]; email: string }) {
  const i18n = useT();
  const { t } = i18n;
  return (
    <div className="space-y-3">
      <ol
        aria-label={t({ id: "settings.codes.list", defaultMessage: "Backup codes" })}
        className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg border border-border bg-muted/40 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code} translate="no">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            saveFile(
              "bismo-backup-codes.txt",
              new Blob([codesFile(i18n, codes, email)], { type: "text/plain" }),
            )
          }
        >
          <Download className="h-4 w-4" aria-hidden />
          {t({ id: "settings.codes.download", defaultMessage: "Download (.txt)" })}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void copyText(
              codes.join("\n"),
              t({
                id: "settings.codes.copied",
                defaultMessage: "Your backup codes are on the clipboard.",
              }),
            )
          }
        >
          <Copy className="h-4 w-4" aria-hidden />
          {t({ id: "settings.codes.copy", defaultMessage: "Copy" })}
        </Button>
      </div>
    </div>
  );
}
