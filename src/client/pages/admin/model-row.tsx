import { useId } from "react";
import { useSwitchModel } from "@/client/api/admin-models";
import { Button } from "@/client/components/ui/button";
import type { AdminModel } from "@/shared/model-admin";
import { Badge, failed, when } from "./admin-parts";

/** One listed model: switched on or off, and what the provider said of it. */
export function ModelRow({ provider, model }: { provider: string; model: AdminModel }) {
  const id = useId();
  const change = useSwitchModel();
  const send = (enabled: boolean | null) =>
    change.mutate({ provider, id: model.id, enabled }, { onError: failed("Not changed") });
  return (
    <li className="flex items-start gap-3 py-2">
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-4 w-4 shrink-0 accent-primary"
        checked={model.enabled && !model.unavailable}
        disabled={change.isPending || !model.listed}
        onChange={() => send(!(model.enabled && !model.unavailable))}
      />
      <div className="min-w-0 flex-1 text-sm">
        <label htmlFor={id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium">{model.displayName}</span>
          <span className="font-mono text-xs text-muted-fg [overflow-wrap:anywhere]">
            {model.id}
          </span>
          {model.vision && <Badge tone="muted">Reads images</Badge>}
          {!model.listed && <Badge tone="warning">No longer listed</Badge>}
          {model.unavailable && <Badge tone="warning">Unavailable</Badge>}
          {model.retiresAt && <Badge tone="muted">Retires {model.retiresAt}</Badge>}
        </label>
        {model.unavailable && (
          <p className="mt-1 text-destructive">
            Refused by the provider {when(model.unavailable.at)}: {model.unavailable.reason}
            {model.unavailable.replacement &&
              ` People are sent to ${model.unavailable.replacement}.`}{" "}
            Switch it on to try it again.
          </p>
        )}
      </div>
      {model.chosen && (
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0"
          aria-label={`Leave ${model.displayName} to Bismo's default`}
          disabled={change.isPending}
          onClick={() => send(null)}
        >
          Reset
        </Button>
      )}
    </li>
  );
}
