import { ModelResult } from "@/client/components/jobs/model-result";
import { ResultFigure } from "@/client/components/panel/job-results";
import { modelFormatNames } from "@/shared/models-3d";
import type { Model3dResult } from "@/shared/tools/3d-model-creator";

/** A made model: the viewer and downloads, then the reference image or the concept art. */
export function ModelView({ model, title }: { model: Model3dResult; title: string }) {
  return (
    <ModelResult result={model} label={title} names={modelFormatNames}>
      {model.conceptArt.length > 0 || model.inputImage ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {model.inputImage ? (
            <ResultFigure
              src={model.inputImage}
              alt="What the model was made from"
              caption="Reference image"
            />
          ) : null}
          {model.conceptArt.map((url, index) => (
            <ResultFigure
              key={url}
              src={url}
              alt={`Concept art ${index + 1} for ${title}`}
              caption="Concept art"
            />
          ))}
        </div>
      ) : null}
    </ModelResult>
  );
}
