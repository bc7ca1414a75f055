import { CheckCircle2, CircleDashed, CircleDot } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useProviderStatuses } from "@/client/api/admin-providers";
import { useToolReadiness } from "@/client/api/tool-readiness";
import { buttonClass } from "@/client/components/ui/button";
import { LoadError, Loading } from "@/client/components/ui/section-states";
import { toolName } from "@/client/i18n/tool-messages";
import { useT } from "@/client/i18n/use-t";
import { workbenchUrl } from "@/client/lib/tool-links";
import type { ProviderServiceId } from "@/shared/provider-settings";
import type { ToolState } from "@/shared/tools/readiness";
import { defaultToolId, type ToolId, toolIds } from "@/shared/tools/registry";
import { providerName, providerUses } from "./provider-uses";
import { SetupConnect } from "./setup-connect";

const stateIcon = { ready: CheckCircle2, partial: CircleDot, off: CircleDashed } as const;
const stateTone = { ready: "text-success", partial: "text-primary", off: "text-muted-fg" } as const;

/**
 * Getting started (the first admin lands here after confirming): choose a provider, paste its
 * key (or point at a local server), test it, and see which tools that switches on. Skippable;
 * reachable any time as Admin > Get started.
 */
export function SetupSection() {
  const i18n = useT();
  const { t } = i18n;
  const id = useId();
  const providers = useProviderStatuses();
  const readiness = useToolReadiness();
  const [chosen, setChosen] = useState<ProviderServiceId>("openai");
  if (providers.isPending || readiness.isPending)
    return <Loading label={t({ id: "admin.setup.loading", defaultMessage: "Loading..." })} />;
  if (providers.isError || readiness.isError) {
    const error = providers.error ?? readiness.error;
    return (
      <LoadError
        message={error?.message ?? ""}
        onRetry={() => void Promise.all([providers.refetch(), readiness.refetch()])}
      />
    );
  }
  const provider = providers.data.find((entry) => entry.id === chosen) ?? providers.data[0]!;
  const states = (state: ToolState) =>
    toolIds.filter((tool) => readiness.data[tool].state === state);
  const working = toolIds.length - states("off").length;
  return (
    <div className="space-y-8">
      <p className="text-sm text-muted-fg">
        {t({
          id: "admin.setup.intro",
          defaultMessage:
            "One key is enough to begin: paste it, test it, and the tools its provider serves switch on. You can add more providers here or in Providers, or skip this for now.",
        })}
      </p>
      <fieldset>
        <legend className="text-lg font-semibold">
          {t({ id: "admin.setup.choose", defaultMessage: "1. Choose a provider" })}
        </legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {providers.data.map((entry) => (
            <label
              key={entry.id}
              className="flex cursor-pointer gap-3 rounded-xl border border-border bg-card p-3 has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
            >
              <input
                type="radio"
                name={`${id}-provider`}
                value={entry.id}
                checked={entry.id === provider.id}
                onChange={() => setChosen(entry.id)}
                className="mt-1 accent-primary"
              />
              <span className="min-w-0">
                <span className="block font-medium">
                  {providerName(i18n, entry)}
                  {entry.configured &&
                    ` · ${t({ id: "admin.setup.connected", defaultMessage: "connected" })}`}
                </span>
                <span className="block text-xs text-muted-fg">{t(providerUses[entry.id])}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <section aria-labelledby={`${id}-connect`}>
        <h2 id={`${id}-connect`} className="mb-3 text-lg font-semibold">
          {t(
            { id: "admin.setup.connect", defaultMessage: "2. Connect {provider}" },
            { provider: providerName(i18n, provider) },
          )}
        </h2>
        <SetupConnect key={provider.id} provider={provider} />
      </section>
      <section aria-labelledby={`${id}-works`}>
        <h2 id={`${id}-works`} className="text-lg font-semibold">
          {t({ id: "admin.setup.works", defaultMessage: "3. What works now" })}
        </h2>
        <p role="status" className="mt-1 text-sm text-muted-fg">
          {t(
            {
              id: "admin.setup.count",
              defaultMessage: "{working, number} of {total, number} tools work on this server.",
            },
            { working, total: toolIds.length },
          )}
        </p>
        <ul className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
          {toolIds.map((tool: ToolId) => {
            const state = readiness.data[tool].state;
            const Icon = stateIcon[state];
            return (
              <li key={tool} className="flex items-center gap-2 text-sm">
                <Icon className={`h-4 w-4 shrink-0 ${stateTone[state]}`} aria-hidden />
                <span className="min-w-0 break-words">
                  {t(toolName(tool))}
                  <span className="sr-only">
                    {" "}
                    {t(
                      {
                        id: "admin.setup.state",
                        defaultMessage:
                          "{state, select, ready {works} partial {works in part} other {needs a provider}}",
                      },
                      { state },
                    )}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <div className="flex flex-wrap gap-2">
        <Link to={workbenchUrl(defaultToolId)} className={buttonClass()}>
          {t({ id: "admin.setup.open", defaultMessage: "Open the workbench" })}
        </Link>
        <Link to="/ai-hub" className={buttonClass("outline")}>
          {t({ id: "admin.setup.skip", defaultMessage: "Skip for now" })}
        </Link>
      </div>
    </div>
  );
}
