import { useId, useState } from "react";
import { useRefreshModels, useTestProvider } from "@/client/api/admin-models";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { useT } from "@/client/i18n/use-t";
import { defineMessage } from "@/shared/i18n/runtime";
import type { AdminModel, AdminProviderModels } from "@/shared/model-admin";
import type { ModelKind } from "@/shared/models";
import { Badge, failedIn, whenIn } from "./admin-parts";
import { ModelRow } from "./model-row";

const kindNames = {
  chat: defineMessage({ id: "admin.models.kindChat", defaultMessage: "Chat" }),
  image: defineMessage({ id: "admin.models.kindImage", defaultMessage: "Images" }),
  speech: defineMessage({ id: "admin.models.kindSpeech", defaultMessage: "Speech" }),
  transcription: defineMessage({
    id: "admin.models.kindTranscription",
    defaultMessage: "Transcription",
  }),
  embedding: defineMessage({ id: "admin.models.kindEmbedding", defaultMessage: "Embeddings" }),
  video: defineMessage({ id: "admin.models.kindVideo", defaultMessage: "Video" }),
  "3d": defineMessage({ id: "admin.models.kind3d", defaultMessage: "3D models" }),
} satisfies Record<ModelKind, unknown>;

/** Lists longer than this get a filter and start with the offered models only. */
const longList = 12;

function TestOutcome({ test }: { test: ReturnType<typeof useTestProvider> }) {
  const { t } = useT();
  if (test.isPending)
    return (
      <p className="text-sm text-muted-fg">
        {t({ id: "admin.models.testing", defaultMessage: "Testing..." })}
      </p>
    );
  if (test.isError) return <p className="text-sm text-destructive">{test.error.message}</p>;
  const result = test.data;
  if (!result) return null;
  if (result.ok) {
    return (
      <p className="text-sm text-success">
        {t(
          {
            id: "admin.models.works",
            defaultMessage:
              "Works: {count, select, none {} other {{count} models listed; }}{call, select, none {its list} other {{call}}} answered.",
          },
          {
            count: result.models === null ? "none" : String(result.models),
            call: result.call ?? "none",
          },
        )}
      </p>
    );
  }
  return (
    <p className="text-sm text-destructive">
      {t(
        {
          id: "admin.models.testFailed",
          defaultMessage: "Test failed{call, select, none {} other { ({call})}}: {error}",
        },
        { call: result.call ?? "none", error: result.error ?? "" },
      )}
    </p>
  );
}

/** One provider's models, by kind, each switched on or off; its Test and a fresh read. */
export function ModelProviderCard({ provider }: { provider: AdminProviderModels }) {
  const i18n = useT();
  const { t } = i18n;
  const id = useId();
  const test = useTestProvider();
  const refresh = useRefreshModels();
  const [filter, setFilter] = useState("");
  const long = provider.models.length > longList;
  const [offeredOnly, setOfferedOnly] = useState(long);
  const words = filter.trim().toLowerCase();
  const shown = provider.models.filter(
    (model: AdminModel) =>
      (!offeredOnly || (model.enabled && model.listed) || model.unavailable) &&
      (!words || `${model.displayName} ${model.id}`.toLowerCase().includes(words)),
  );
  const kinds = [...new Set(shown.map((model) => model.kind))];
  const listed = provider.models.filter((model) => model.listed).length;
  return (
    <li aria-labelledby={`${id}-name`} className="rounded-2xl border border-border bg-card p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-name`} className="flex items-center gap-2 text-lg font-semibold">
          {provider.name}
          {!provider.configured && (
            <Badge tone="muted">
              {t({ id: "admin.models.notSetUp", defaultMessage: "Not set up" })}
            </Badge>
          )}
        </h3>
        {provider.configured && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={t(
                { id: "admin.models.testLabel", defaultMessage: "Test {provider}" },
                { provider: provider.name },
              )}
              disabled={test.isPending}
              onClick={() => test.mutate(provider.provider)}
            >
              {t({ id: "admin.models.test", defaultMessage: "Test" })}
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={t(
                { id: "admin.models.refreshLabel", defaultMessage: "Read {provider}'s list again" },
                { provider: provider.name },
              )}
              disabled={refresh.isPending}
              onClick={() =>
                refresh.mutate(provider.provider, {
                  onError: failedIn(
                    i18n,
                    t({ id: "admin.models.notRead", defaultMessage: "Not read" }),
                  ),
                })
              }
            >
              {refresh.isPending
                ? t({ id: "admin.models.reading", defaultMessage: "Reading..." })
                : t({ id: "admin.models.refresh", defaultMessage: "Read list again" })}
            </Button>
          </div>
        )}
      </div>
      <p className="mt-1 text-sm text-muted-fg">
        {provider.configured
          ? provider.refreshedAt
            ? t(
                {
                  id: "admin.models.listedRead",
                  defaultMessage:
                    "{count, plural, one {# model listed, read {read}.} other {# models listed, read {read}.}}",
                },
                { count: listed, read: whenIn(i18n, provider.refreshedAt) },
              )
            : t(
                {
                  id: "admin.models.listed",
                  defaultMessage: "{count, plural, one {# model listed.} other {# models listed.}}",
                },
                { count: listed },
              )
          : t(
              {
                id: "admin.models.unset",
                defaultMessage:
                  "{setting} is not set: the models it listed before are not offered.",
              },
              { setting: provider.setting },
            )}
      </p>
      {provider.error && (
        <p className="mt-2 text-sm text-destructive">
          {t(
            { id: "admin.models.readFailed", defaultMessage: "The last read failed: {error}" },
            { error: provider.error },
          )}
        </p>
      )}
      <div aria-live="polite" className="mt-2">
        <TestOutcome test={test} />
      </div>
      {long && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Input
            aria-label={t(
              { id: "admin.models.filterLabel", defaultMessage: "Filter {provider}'s models" },
              { provider: provider.name },
            )}
            className="max-w-xs"
            placeholder={t({ id: "admin.models.filter", defaultMessage: "Filter by name" })}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-primary"
              checked={offeredOnly}
              onChange={(event) => setOfferedOnly(event.target.checked)}
            />
            {t({ id: "admin.models.offeredOnly", defaultMessage: "Offered ones only" })}
          </label>
        </div>
      )}
      {kinds.map((kind) => (
        <div key={kind} className="mt-3">
          <h4 className="text-sm font-semibold text-muted-fg">{t(kindNames[kind])}</h4>
          <ul
            aria-label={`${provider.name}: ${t(kindNames[kind])}`}
            className="divide-y divide-border"
          >
            {shown
              .filter((model) => model.kind === kind)
              .map((model) => (
                <ModelRow key={model.id} provider={provider.provider} model={model} />
              ))}
          </ul>
        </div>
      ))}
      {shown.length === 0 && (
        <p className="mt-3 text-sm text-muted-fg">
          {provider.models.length === 0
            ? t({ id: "admin.models.noneListed", defaultMessage: "No models listed yet." })
            : t({ id: "admin.models.noMatch", defaultMessage: "No model matches." })}
        </p>
      )}
    </li>
  );
}
