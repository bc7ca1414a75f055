import { Loader2, ZoomIn, ZoomOut } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useT } from "@/client/i18n/use-t";
import type { CitedSource } from "@/shared/documents";
import { formatNumber } from "@/shared/i18n/format";
import type { HighlightBox } from "./passage-highlight";
import type { PageDrawing, PdfDocument } from "./pdf-document";

type Props = {
  pdf: PdfDocument;
  page: number;
  name: string;
  /** The passage to highlight, when the page shown is the cited one. */
  passage: CitedSource | null;
  /** The page could not be drawn; the viewer shows its text instead. */
  onFailed: (page: number) => void;
};

/** A drawn page: its size on screen, its scale, and where the passage is (null: not found). */
type Drawn = {
  canvas: HTMLCanvasElement;
  page: number;
  passage: CitedSource | null;
  width: number;
  height: number;
  scale: number;
  boxes: HighlightBox[] | null;
};

/** Zoom steps, as multiples of the width that fits the panel. */
const zooms = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
/** Space between the page and the panel's edges, in CSS pixels. */
const margin = 12;
/** The most canvas pixels one page gets; past it the page is drawn less sharp, not refused. */
const maxCanvasPixels = 16_000_000;

function pixelRatio(width: number, height: number): number {
  return Math.min(window.devicePixelRatio || 1, Math.sqrt(maxCanvasPixels / (width * height)));
}

/**
 * One PDF page drawn on a canvas at the panel's width (zoomable), the cited passage covered by
 * translucent marks and read out to screen readers. The canvas shown is swapped for a new one
 * once that is fully drawn: the old page stays until then, and pdf.js never draws twice into one
 * canvas at once.
 */
export function PdfPage({ pdf, page, name, passage, onFailed }: Props) {
  const { t, locale } = useT();
  const frame = useRef<HTMLElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const placedFor = useRef<{ page: number; passage: CitedSource | null } | null>(null);
  const [available, setAvailable] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setAvailable(Math.max(0, Math.floor(element.clientWidth - 2 * margin)));
    measure();
    let timer: number | undefined;
    const observer = new ResizeObserver(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, 100);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (available <= 0) return;
    let cancelled = false;
    let drawing: PageDrawing | null = null;
    (async () => {
      const shown = await pdf.page(page);
      if (cancelled) return;
      const scale = (available / shown.width) * zoom;
      const width = shown.width * scale;
      const height = shown.height * scale;
      const canvas = document.createElement("canvas");
      drawing = shown.draw(canvas, scale, pixelRatio(width, height));
      await drawing.done;
      const boxes = passage ? await shown.passageBoxes(passage, scale).catch(() => null) : [];
      if (cancelled) return;
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
      canvas.setAttribute("role", "img");
      canvas.setAttribute(
        "aria-label",
        t(
          { id: "askPdf.viewer.canvas", defaultMessage: "Page {page, number} of {name}" },
          { page, name },
        ),
      );
      canvas.dataset.testid = "pdf-canvas";
      canvas.className = "block";
      setDrawn({ canvas, page, passage, width, height, scale, boxes });
    })().catch(() => {
      if (!cancelled) onFailed(page);
    });
    return () => {
      cancelled = true;
      drawing?.cancel();
    };
  }, [pdf, page, name, available, zoom, passage, onFailed, t]);

  // The new canvas goes in with its marks, in one commit.
  useLayoutEffect(() => {
    if (drawn) sheet.current?.replaceChildren(drawn.canvas);
  }, [drawn]);

  const current = drawn?.page === page && drawn.passage === passage ? drawn : null;

  // A page newly shown opens at the passage, or at its top; zooming leaves the scroll alone.
  useEffect(() => {
    const placed = placedFor.current;
    if (!current || (placed?.page === current.page && placed.passage === current.passage)) return;
    placedFor.current = { page: current.page, passage: current.passage };
    const first = current.boxes?.[0];
    frame.current?.scrollTo({ top: first ? Math.max(0, first.top + margin - 48) : 0 });
  }, [current]);

  const step = zooms.indexOf(zoom);
  const percent = drawn
    ? formatNumber(locale, drawn.scale, { style: "percent", maximumFractionDigits: 0 })
    : null;
  const announcement = !current
    ? ""
    : passage && current.boxes?.length
      ? t(
          {
            id: "askPdf.viewer.drawnWithSource",
            defaultMessage:
              "Page {page, number} drawn. Source {source, number} is highlighted: {text}",
          },
          { page, source: passage.number, text: passage.text },
        )
      : t({ id: "askPdf.viewer.drawn", defaultMessage: "Page {page, number} drawn." }, { page });

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-end gap-1 border-b border-border px-3 py-1 text-xs">
        {percent !== null && (
          <span className="mr-auto text-muted-fg" data-testid="pdf-zoom">
            {percent}
          </span>
        )}
        <button
          type="button"
          aria-label={t({ id: "askPdf.viewer.zoomOut", defaultMessage: "Zoom out" })}
          disabled={step <= 0}
          onClick={() => setZoom(zooms[step - 1] ?? zoom)}
          className="rounded p-1.5 hover:bg-muted disabled:opacity-50"
        >
          <ZoomOut className="h-4 w-4" aria-hidden />
        </button>
        <button
          type="button"
          aria-pressed={zoom === 1}
          onClick={() => setZoom(1)}
          className="rounded px-2 py-1 hover:bg-muted aria-pressed:font-semibold"
        >
          {t({ id: "askPdf.viewer.fit", defaultMessage: "Fit to width" })}
        </button>
        <button
          type="button"
          aria-label={t({ id: "askPdf.viewer.zoomIn", defaultMessage: "Zoom in" })}
          disabled={step >= zooms.length - 1}
          onClick={() => setZoom(zooms[step + 1] ?? zoom)}
          className="rounded p-1.5 hover:bg-muted disabled:opacity-50"
        >
          <ZoomIn className="h-4 w-4" aria-hidden />
        </button>
      </div>
      <section
        ref={frame}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label={t(
          { id: "askPdf.viewer.drawnPage", defaultMessage: "Page {page, number}, drawn" },
          { page },
        )}
        aria-busy={!current}
        className="relative min-h-0 flex-1 overflow-auto bg-muted [scrollbar-gutter:stable]"
        style={{ padding: margin }}
      >
        <div
          className="relative mx-auto bg-white shadow"
          hidden={!drawn}
          style={drawn ? { width: drawn.width, height: drawn.height } : undefined}
        >
          <div ref={sheet} />
          {drawn?.boxes?.map((box) => (
            <div
              key={`${box.left}:${box.top}`}
              data-testid="pdf-highlight"
              aria-hidden
              className="pointer-events-none absolute rounded-[2px] bg-yellow-300/50 mix-blend-multiply"
              style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
            />
          ))}
        </div>
        {!current && (
          <p
            role="status"
            className="absolute inset-x-0 top-16 mx-auto flex w-fit items-center gap-2 rounded-md bg-bg px-3 py-2 text-sm shadow"
          >
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />{" "}
            {t(
              { id: "askPdf.viewer.drawing", defaultMessage: "Drawing page {page, number}…" },
              { page },
            )}
          </p>
        )}
      </section>
      {current && passage && current.boxes === null && (
        <p role="status" className="border-t border-border px-4 py-2 text-xs">
          {t(
            {
              id: "askPdf.viewer.notFound",
              defaultMessage:
                "Source {source, number} could not be found on the drawn page. It reads: {text}",
            },
            { source: passage.number, text: passage.text },
          )}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
