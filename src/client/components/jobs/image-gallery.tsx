import { Download, Maximize2 } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "@/client/components/ui/button";
import { Dialog, DialogContent } from "@/client/components/ui/dialog";
import { useT } from "@/client/i18n/use-t";

export type GalleryImage = { url: string; alt: string };

/** A job's images: a grid, each opening full size in a dialog, each downloadable as its stored file. */
export function ImageGallery({
  images,
  downloadLabel,
}: {
  images: GalleryImage[];
  /** The download buttons' text; "Download" by default. */
  downloadLabel?: string;
}) {
  const { t } = useT();
  const download =
    downloadLabel ?? t({ id: "workbench.download.plain", defaultMessage: "Download" });
  const [open, setOpen] = useState<GalleryImage | null>(null);
  return (
    <>
      <ul className={`grid gap-3 ${images.length > 1 ? "sm:grid-cols-2" : ""}`}>
        {images.map((image, index) => (
          <li key={image.url} className="overflow-hidden rounded-xl border border-border bg-card">
            <button
              type="button"
              onClick={() => setOpen(image)}
              className="group relative block w-full"
              aria-label={t(
                {
                  id: "workbench.gallery.view",
                  defaultMessage: "View image {number, number} full size",
                },
                { number: index + 1 },
              )}
            >
              <img src={image.url} alt={image.alt} className="aspect-square w-full object-cover" />
              <Maximize2
                className="absolute top-2 end-2 h-5 w-5 rounded bg-black/50 p-0.5 text-white opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
                aria-hidden
              />
            </button>
            <div className="flex justify-end p-2">
              <a href={`${image.url}?download=1`} download className={buttonClass("outline", "sm")}>
                <Download className="h-4 w-4" aria-hidden /> {download}
                {images.length > 1 ? (
                  <span className="sr-only">
                    {" "}
                    {t(
                      { id: "workbench.gallery.image", defaultMessage: "(image {number, number})" },
                      { number: index + 1 },
                    )}
                  </span>
                ) : null}
              </a>
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open ? (
          <DialogContent
            title={t({ id: "workbench.gallery.fullSize", defaultMessage: "Full-size image" })}
            className="max-w-4xl"
          >
            <img
              src={open.url}
              alt={open.alt}
              className="mt-4 max-h-[70dvh] w-full rounded-lg object-contain"
            />
            <a
              href={`${open.url}?download=1`}
              download
              className={`${buttonClass("primary", "md")} mt-4`}
            >
              <Download className="h-4 w-4" aria-hidden /> {download}
            </a>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
