import { AlertTriangle } from "lucide-react";
import { ModelPicker } from "@/client/components/models/model-picker";
import type { useModelChoice } from "@/client/components/models/use-model-choice";
import { NotSetUpNote } from "@/client/components/setup/not-set-up-note";
import { useT } from "@/client/i18n/use-t";
import { providersOf } from "@/shared/tools/readiness";
import type { Tool } from "@/shared/tools/registry";

type Props = { tool: Tool; models: ReturnType<typeof useModelChoice> };

/** The tool's model picker, and what would enable a model when none works on this server. */
export function ModelField({ tool, models }: Props) {
  const { t } = useT();
  if (models.loading)
    return (
      <p className="text-sm text-muted-fg">
        {t({ id: "workbench.models.loading", defaultMessage: "Loading models..." })}
      </p>
    );
  if (models.error)
    return (
      <p className="text-sm text-destructive">
        {t(
          {
            id: "workbench.models.loadFailed",
            defaultMessage: "Models could not be loaded: {reason}",
          },
          { reason: models.error },
        )}
      </p>
    );
  if (!models.toolModels) return null;
  return (
    <div className="space-y-2">
      <ModelPicker toolModels={models.toolModels} value={models.model} onChange={models.choose} />
      {models.model === null && (
        <p
          role="status"
          className="flex gap-2 rounded-xl border border-border bg-card px-4 py-3 text-sm"
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
          <NotSetUpNote tool={tool.id} providers={providersOf(models.toolModels.enableWith)} />
        </p>
      )}
    </div>
  );
}
