import { useId } from "react";
import { useSwitchModel } from "@/client/api/admin-models";
import { Button } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import type { AdminModel } from "@/shared/model-admin";
import { Badge, failedIn, whenIn } from "./admin-parts";

/** One listed model: switched on or off, and what the provider said of it. */
export function ModelRow({ provider, model }: { provider: string; model: AdminModel }) {
  const i18n = useT();
  const { t } = i18n;
  const id = useId();
  const change = useSwitchModel();
  const send = (enabled: boolean | null) =>
    change.mutate(
      { provider, id: model.id, enabled },
      {
        onError: failedIn(
          i18n,
          t({ id: "admin.models.notChanged", defaultMessage: "Not changed" }),
        ),
      },
    );
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
          {model.vision && (
            <Badge tone="muted">
              {t({ id: "admin.models.vision", defaultMessage: "Reads images" })}
            </Badge>
          )}
          {!model.listed && (
            <Badge tone="warning">
              {t({ id: "admin.models.unlisted", defaultMessage: "No longer listed" })}
            </Badge>
          )}
          {model.unavailable && (
            <Badge tone="warning">
              {t({ id: "admin.models.unavailable", defaultMessage: "Unavailable" })}
            </Badge>
          )}
          {model.retiresAt && (
            <Badge tone="muted">
              {t(
                { id: "admin.models.retires", defaultMessage: "Retires {date}" },
                { date: model.retiresAt },
              )}
            </Badge>
          )}
        </label>
        {model.unavailable && (
          <p className="mt-1 text-destructive">
            {t(
              {
                id: "admin.models.refused",
                defaultMessage:
                  "Refused by the provider {when}: {reason}{replacement, select, none {} other { People are sent to {replacement}.}} Switch it on to try it again.",
              },
              {
                when: whenIn(i18n, model.unavailable.at),
                reason: model.unavailable.reason,
                replacement: model.unavailable.replacement ?? "none",
              },
            )}
          </p>
        )}
      </div>
      {model.chosen && (
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0"
          aria-label={t(
            { id: "admin.models.resetLabel", defaultMessage: "Leave {model} to Bismo's default" },
            { model: model.displayName },
          )}
          disabled={change.isPending}
          onClick={() => send(null)}
        >
          {t({ id: "admin.models.reset", defaultMessage: "Reset" })}
        </Button>
      )}
    </li>
  );
}
