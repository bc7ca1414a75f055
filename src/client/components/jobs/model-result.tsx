import type { ReactNode } from "react";
import type { ModelFormat } from "@/shared/models-3d";
import { ModelDownloads, ModelViewer } from "./model-viewer";

const numbers = new Intl.NumberFormat();

/**
 * A 3D tool's model in the results column: the viewer, its size and maker (and `quality`
 * when the tool has levels), the downloads of every format, then what it was made from.
 */
export function ModelResult({
  result,
  label,
  names,
  quality,
  children,
}: {
  result: {
    modelUrl: string;
    vertices: number;
    triangles: number;
    provider: string;
    exports: Record<ModelFormat, string>;
    exportFormat: ModelFormat;
  };
  label: string;
  names: Record<string, string>;
  quality?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <ModelViewer url={result.modelUrl} label={label} />
      <p className="text-xs text-muted-fg">
        {numbers.format(result.vertices)} vertices, {numbers.format(result.triangles)} triangles.{" "}
        {quality ? `${quality} quality, made by` : "Made by"} {result.provider}.
      </p>
      <ModelDownloads exports={result.exports} chosen={result.exportFormat} names={names} />
      {children}
    </>
  );
}
