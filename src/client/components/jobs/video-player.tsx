import { Download } from "lucide-react";
import { buttonClass } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";

/**
 * A stored video with the browser's own controls (the server answers byte ranges, so it
 * seeks), its poster frame, and a Download of the stored file.
 */
export function VideoPlayer({
  src,
  poster,
  label,
  downloadLabel,
  children,
}: {
  src: string;
  poster?: string;
  label: string;
  /** The download button's text; "Download" by default. */
  downloadLabel?: string;
  /** More actions beside Download (Share...). */
  children?: React.ReactNode;
}) {
  const { t } = useT();
  return (
    <figure className="overflow-hidden rounded-xl border border-border bg-card">
      {/* biome-ignore lint/a11y/useMediaCaption: generated clips have no captions to offer */}
      <video
        src={src}
        poster={poster}
        controls
        playsInline
        preload="metadata"
        aria-label={label}
        className="aspect-video w-full bg-black object-contain"
      />
      <figcaption className="space-y-2 p-2">
        <p className="truncate text-xs text-muted-fg">{label}</p>
        <div className="flex flex-wrap gap-2">
          <a href={`${src}?download=1`} download className={buttonClass("outline", "sm")}>
            <Download className="h-4 w-4" aria-hidden />{" "}
            {downloadLabel ?? t({ id: "workbench.download.plain", defaultMessage: "Download" })}
          </a>
          {children}
        </div>
      </figcaption>
    </figure>
  );
}
