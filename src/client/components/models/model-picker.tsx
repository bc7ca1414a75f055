import { useId } from "react";
import { useT } from "@/client/i18n/use-t";
import type { ToolModels } from "@/shared/models";

type Props = { toolModels: ToolModels; value: string | null; onChange: (modelId: string) => void };

/**
 * The models this server can use for the tool, by their real names. Models of providers the
 * server lacks are not offered: which setting enables them is for administrators (the
 * 'no usable model' notice and the API's 503 name it).
 */
export function ModelPicker({ toolModels, value, onChange }: Props) {
  const { t } = useT();
  const id = useId();
  const usable = toolModels.models.filter((model) => model.available);
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="text-xs font-medium text-muted-fg">
        {t({ id: "workbench.models.label", defaultMessage: "Model" })}
      </label>
      <select
        id={id}
        value={value ?? ""}
        disabled={usable.length === 0}
        onChange={(event) => onChange(event.target.value)}
        className="h-8 min-w-0 max-w-60 rounded-lg border border-border bg-bg px-2 text-sm disabled:opacity-60"
      >
        {value === null && (
          <option value="">
            {t({ id: "workbench.models.noneAvailable", defaultMessage: "No model available" })}
          </option>
        )}
        {usable.map((model) => (
          <option key={model.id} value={model.id}>
            {model.displayName}
          </option>
        ))}
      </select>
    </div>
  );
}
