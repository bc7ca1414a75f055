import type { ReactNode } from "react";
import { useT } from "@/client/i18n/use-t";
import type { ModelFormat } from "@/shared/models-3d";
import { ModelDownloads, ModelViewer } from "./model-viewer";

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
  const { t } = useT();
  return (
    <>
      <ModelViewer url={result.modelUrl} label={label} />
      <p className="text-xs text-muted-fg">
        {t(
          {
            id: "workbench.model3d.size",
            defaultMessage:
              "{vertices, plural, one {# vertex} other {# vertices}}, {triangles, plural, one {# triangle} other {# triangles}}.",
          },
          { vertices: result.vertices, triangles: result.triangles },
        )}{" "}
        {quality
          ? t(
              {
                id: "workbench.model3d.madeByQuality",
                defaultMessage: "Quality: {quality}. Made by {provider}.",
              },
              { quality, provider: result.provider },
            )
          : t(
              { id: "workbench.model3d.madeBy", defaultMessage: "Made by {provider}." },
              { provider: result.provider },
            )}
      </p>
      <ModelDownloads exports={result.exports} chosen={result.exportFormat} names={names} />
      {children}
    </>
  );
}
