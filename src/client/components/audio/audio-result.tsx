import { Download } from "lucide-react";
import { buttonClass } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";

/**
 * A generated recording: the browser's player (the file is served with byte ranges, so
 * seeking works) and a download of the stored file in its own format.
 */
export function AudioResult({
  url,
  label,
  format,
  children,
}: {
  url: string;
  label: string;
  format: string;
  children?: React.ReactNode;
}) {
  const { t } = useT();
  return (
    <div className="space-y-3 rounded-xl border border-border bg-card p-4">
      {children}
      {/* biome-ignore lint/a11y/useMediaCaption: generated speech has no caption track; its text is on the page */}
      <audio controls preload="metadata" src={url} aria-label={label} className="w-full" />
      <a href={`${url}?download=1`} download className={buttonClass("outline", "sm")}>
        <Download className="h-4 w-4" aria-hidden />{" "}
        {t(
          { id: "workbench.download.format", defaultMessage: "Download {format}" },
          { format: format.toUpperCase() },
        )}
      </a>
    </div>
  );
}
