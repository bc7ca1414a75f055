import { useId } from "react";
import type { ToolModels } from "@/shared/models";

type Props = { toolModels: ToolModels; value: string | null; onChange: (modelId: string) => void };

/** The tool's models by their real names; those whose provider is not set up are shown disabled. */
export function ModelPicker({ toolModels, value, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs font-medium text-muted-fg">
        Model
      </label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
        className="h-8 max-w-60 rounded-lg border border-border bg-bg px-2 text-sm"
      >
        {value === null && <option value="">No model available</option>}
        {toolModels.models.map((model) => (
          <option key={model.id} value={model.id} disabled={!model.available}>
            {model.available
              ? model.displayName
              : `${model.displayName} (set ${model.enableWith ?? "its provider key"})`}
          </option>
        ))}
      </select>
    </div>
  );
}
