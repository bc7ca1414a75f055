import { useId, useState } from "react";
import { useRefreshModels, useTestProvider } from "@/client/api/admin-models";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import type { AdminModel, AdminProviderModels } from "@/shared/model-admin";
import type { ModelKind } from "@/shared/models";
import { Badge, failed, when } from "./admin-parts";
import { ModelRow } from "./model-row";

const kindNames: Record<ModelKind, string> = {
  chat: "Chat",
  image: "Images",
  speech: "Speech",
  transcription: "Transcription",
  embedding: "Embeddings",
  video: "Video",
  "3d": "3D models",
};

/** Lists longer than this get a filter and start with the offered models only. */
const longList = 12;

function TestOutcome({ test }: { test: ReturnType<typeof useTestProvider> }) {
  if (test.isPending) return <p className="text-sm text-muted-fg">Testing...</p>;
  if (test.isError) return <p className="text-sm text-destructive">{test.error.message}</p>;
  const result = test.data;
  if (!result) return null;
  const listed = result.models === null ? "" : `${result.models} models listed; `;
  if (result.ok) {
    return (
      <p className="text-sm text-success">
        Works: {listed}
        {result.call ?? "its list"} answered.
      </p>
    );
  }
  return (
    <p className="text-sm text-destructive">
      Test failed{result.call ? ` (${result.call})` : ""}: {result.error}
    </p>
  );
}

/** One provider's models, by kind, each switched on or off; its Test and a fresh read. */
export function ModelProviderCard({ provider }: { provider: AdminProviderModels }) {
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
          {!provider.configured && <Badge tone="muted">Not set up</Badge>}
        </h3>
        {provider.configured && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={`Test ${provider.name}`}
              disabled={test.isPending}
              onClick={() => test.mutate(provider.provider)}
            >
              Test
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Read ${provider.name}'s list again`}
              disabled={refresh.isPending}
              onClick={() => refresh.mutate(provider.provider, { onError: failed("Not read") })}
            >
              {refresh.isPending ? "Reading..." : "Read list again"}
            </Button>
          </div>
        )}
      </div>
      <p className="mt-1 text-sm text-muted-fg">
        {provider.configured
          ? `${listed} model${listed === 1 ? "" : "s"} listed${provider.refreshedAt ? `, read ${when(provider.refreshedAt)}` : ""}.`
          : `${provider.setting} is not set: the models it listed before are not offered.`}
      </p>
      {provider.error && (
        <p className="mt-2 text-sm text-destructive">The last read failed: {provider.error}</p>
      )}
      <div aria-live="polite" className="mt-2">
        <TestOutcome test={test} />
      </div>
      {long && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Input
            aria-label={`Filter ${provider.name}'s models`}
            className="max-w-xs"
            placeholder="Filter by name"
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
            Offered ones only
          </label>
        </div>
      )}
      {kinds.map((kind) => (
        <div key={kind} className="mt-3">
          <h4 className="text-sm font-semibold text-muted-fg">{kindNames[kind]}</h4>
          <ul
            aria-label={`${provider.name}: ${kindNames[kind]}`}
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
          {provider.models.length === 0 ? "No models listed yet." : "No model matches."}
        </p>
      )}
    </li>
  );
}
