import { ModelResult } from "@/client/components/jobs/model-result";
import { ResultFigure } from "@/client/components/panel/job-results";
import { useT } from "@/client/i18n/use-t";
import { modelFormatNames } from "@/shared/models-3d";
import type { Model3dResult } from "@/shared/tools/3d-model-creator";

/** A made model: the viewer and downloads, then the reference image or the concept art. */
export function ModelView({ model, title }: { model: Model3dResult; title: string }) {
  const { t } = useT();
  return (
    <ModelResult result={model} label={title} names={modelFormatNames}>
      {model.conceptArt.length > 0 || model.inputImage ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {model.inputImage ? (
            <ResultFigure
              src={model.inputImage}
              alt={t({ id: "model3d.madeFrom", defaultMessage: "What the model was made from" })}
              caption={t({ id: "model3d.referenceImage", defaultMessage: "Reference image" })}
            />
          ) : null}
          {model.conceptArt.map((url, index) => (
            <ResultFigure
              key={url}
              src={url}
              alt={t(
                {
                  id: "model3d.conceptArtAlt",
                  defaultMessage: "Concept art {n, number} for {title}",
                },
                { n: index + 1, title },
              )}
              caption={t({ id: "model3d.conceptArt", defaultMessage: "Concept art" })}
            />
          ))}
        </div>
      ) : null}
    </ModelResult>
  );
}
