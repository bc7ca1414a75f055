import { Download, RotateCcw } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button, buttonClass } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import { defineMessage } from "@/shared/i18n/runtime";
import type { LightingPreset, ModelScene } from "./model-scene";

const lightingNames = {
  studio: defineMessage({ id: "workbench.model3d.studio", defaultMessage: "Studio" }),
  daylight: defineMessage({ id: "workbench.model3d.daylight", defaultMessage: "Daylight" }),
  dramatic: defineMessage({ id: "workbench.model3d.dramatic", defaultMessage: "Dramatic" }),
} satisfies Record<LightingPreset, unknown>;

function hasWebGl(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}

type ViewerState = "loading" | "ready" | "no-webgl" | "failed";

/**
 * A generated 3D model in an interactive view: drag to orbit, wheel or pinch to zoom, turning
 * on its own (off when the system asks for reduced motion), three lighting set-ups. three.js
 * is loaded only when a model is shown. Without WebGL it says so; downloads stay available.
 */
export function ModelViewer({ url, label }: { url: string; label: string }) {
  const { t } = useT();
  const ids = { lighting: useId(), rotate: useId(), status: useId() };
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const scene = useRef<ModelScene | null>(null);
  const [state, setState] = useState<ViewerState>("loading");
  const [autoRotate, setAutoRotate] = useState(
    () => !window.matchMedia("(prefers-reduced-motion: reduce)").matches,
  );
  const [lighting, setLighting] = useState<LightingPreset>("studio");
  const settings = useRef({ autoRotate, lighting });
  settings.current = { autoRotate, lighting };

  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    if (!hasWebGl()) {
      setState("no-webgl");
      return;
    }
    setState("loading");
    let cancelled = false;
    const background = frame.current
      ? getComputedStyle(frame.current).backgroundColor
      : "rgb(240, 240, 240)";
    import("./model-scene")
      .then(({ mountModelScene }) =>
        mountModelScene(target, url, { ...settings.current, background }),
      )
      .then((mounted) => {
        if (cancelled) return mounted.dispose();
        scene.current = mounted;
        setState("ready");
      })
      .catch(() => {
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      scene.current?.dispose();
      scene.current = null;
    };
  }, [url]);

  useEffect(() => scene.current?.setAutoRotate(autoRotate), [autoRotate]);
  useEffect(() => scene.current?.setLighting(lighting), [lighting]);

  const message =
    state === "no-webgl"
      ? t({
          id: "workbench.model3d.noWebgl",
          defaultMessage:
            "This browser cannot show 3D (WebGL is off or missing). The downloads below still work.",
        })
      : state === "failed"
        ? t({
            id: "workbench.model3d.failed",
            defaultMessage: "The model could not be shown here. The downloads below still work.",
          })
        : state === "loading"
          ? t({ id: "workbench.model3d.loading", defaultMessage: "Loading the 3D view..." })
          : null;

  return (
    <figure className="overflow-hidden rounded-xl border border-border bg-card">
      <div ref={frame} className="relative aspect-square w-full bg-muted sm:aspect-[4/3]">
        <canvas
          ref={canvas}
          role="img"
          aria-label={t(
            {
              id: "workbench.model3d.view",
              defaultMessage: "3D view: {label}. Drag to turn it, scroll or pinch to zoom.",
            },
            { label },
          )}
          aria-describedby={message ? ids.status : undefined}
          data-state={state}
          className={`h-full w-full touch-none ${state === "ready" ? "cursor-grab" : "invisible"}`}
        />
        {message ? (
          <p
            id={ids.status}
            role={state === "loading" ? "status" : "note"}
            className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-muted-fg"
          >
            {message}
          </p>
        ) : null}
      </div>
      {state === "ready" ? (
        <figcaption className="flex flex-wrap items-center gap-3 border-t border-border p-3 text-sm">
          <label htmlFor={ids.rotate} className="flex items-center gap-2">
            <input
              id={ids.rotate}
              type="checkbox"
              checked={autoRotate}
              onChange={(event) => setAutoRotate(event.target.checked)}
            />
            {t({ id: "workbench.model3d.autoRotate", defaultMessage: "Auto-rotate" })}
          </label>
          <label htmlFor={ids.lighting} className="flex items-center gap-2">
            {t({ id: "workbench.model3d.lighting", defaultMessage: "Lighting" })}
            <select
              id={ids.lighting}
              value={lighting}
              onChange={(event) => setLighting(event.target.value as LightingPreset)}
              className="h-8 rounded-md border border-border bg-bg px-2 text-sm"
            >
              {(Object.keys(lightingNames) as LightingPreset[]).map((preset) => (
                <option key={preset} value={preset}>
                  {t(lightingNames[preset])}
                </option>
              ))}
            </select>
          </label>
          <Button variant="outline" size="sm" onClick={() => scene.current?.resetView()}>
            <RotateCcw className="h-4 w-4" aria-hidden />{" "}
            {t({ id: "workbench.model3d.reset", defaultMessage: "Reset view" })}
          </Button>
        </figcaption>
      ) : null}
    </figure>
  );
}

/** A download link per export format; `chosen` (the format asked for) comes first and stands out. */
export function ModelDownloads({
  exports,
  chosen,
  names,
}: {
  exports: Record<string, string>;
  chosen: string;
  names: Record<string, string>;
}) {
  const { t } = useT();
  const order = [chosen, ...Object.keys(names).filter((format) => format !== chosen)];
  return (
    <div className="flex flex-wrap gap-2">
      {order.map((format) =>
        exports[format] ? (
          <a
            key={format}
            href={exports[format]}
            download
            className={buttonClass(format === chosen ? "primary" : "outline", "sm")}
          >
            <Download className="h-4 w-4" aria-hidden />{" "}
            {t(
              { id: "workbench.download.format", defaultMessage: "Download {format}" },
              { format: names[format] ?? format },
            )}
          </a>
        ) : null,
      )}
    </div>
  );
}
