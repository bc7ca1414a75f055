import { useId } from "react";
import { useSetModelDefault } from "@/client/api/admin-models";
import { selectClass } from "@/client/components/ui/field";
import { toast } from "@/client/components/ui/toast";
import { type I18n, useT } from "@/client/i18n/use-t";
import { defineMessage } from "@/shared/i18n/runtime";
import type { AdminDefault, AdminProviderModels } from "@/shared/model-admin";
import { failedIn } from "./admin-parts";
import { toolName } from "./tool-name";

/** Each media purpose: what its default model makes, and where. */
const mediaPurposes = {
  image: defineMessage({
    id: "admin.models.purposeImage",
    defaultMessage: "Images: generated pictures, logos and thumbnails",
  }),
  speech: defineMessage({
    id: "admin.models.purposeSpeech",
    defaultMessage: "Neural speech: text read aloud",
  }),
  transcription: defineMessage({
    id: "admin.models.purposeTranscription",
    defaultMessage: "Transcription: speech to text and subtitles",
  }),
  embedding: defineMessage({
    id: "admin.models.purposeEmbedding",
    defaultMessage: "Embeddings: searching documents by meaning",
  }),
  video: defineMessage({
    id: "admin.models.purposeVideo",
    defaultMessage: "Video: generated clips",
  }),
  "3d": defineMessage({
    id: "admin.models.purpose3d",
    defaultMessage: "3D models: a model from a picture",
  }),
};

/** A purpose's name in the reader's language: a chat tool's name, or what a media default makes. */
function purposeLabel({ t }: I18n, entry: AdminDefault): string {
  if (entry.purpose.startsWith("tool:")) return toolName(t, entry.purpose.slice("tool:".length));
  const purpose = mediaPurposes[entry.purpose as keyof typeof mediaPurposes];
  return purpose ? t(purpose) : entry.label;
}

const separator = "\t";
const keyOf = (model: { provider: string; id: string }) =>
  `${model.provider}${separator}${model.id}`;

/** One purpose's default: Bismo's choice, or one of the offered models of its kind. */
function DefaultChoice({
  entry,
  providers,
}: {
  entry: AdminDefault;
  providers: AdminProviderModels[];
}) {
  const i18n = useT();
  const { t } = i18n;
  const id = useId();
  const save = useSetModelDefault();
  const label = purposeLabel(i18n, entry);
  const groups = providers
    .filter((provider) => provider.configured)
    .map((provider) => ({
      provider,
      models: provider.models.filter(
        (model) => model.kind === entry.kind && model.enabled && model.listed && !model.unavailable,
      ),
    }))
    .filter((group) => group.models.length > 0);
  const offeredKeys = new Set(
    groups.flatMap(({ provider, models }) =>
      models.map((model) => keyOf({ provider: provider.provider, id: model.id })),
    ),
  );
  // The admin's choice, no longer offered (switched off, refused, unlisted): still shown as chosen.
  const chosenElsewhere =
    entry.chosen && !offeredKeys.has(keyOf(entry.chosen)) ? entry.chosen : null;
  const automatic =
    entry.kind === "embedding"
      ? t({ id: "admin.models.noEmbedding", defaultMessage: "None: search by words alone" })
      : t(
          {
            id: "admin.models.automatic",
            defaultMessage:
              "Bismo's choice (now {model, select, none {none offered} other {{model}}})",
          },
          { model: entry.effective?.displayName ?? "none" },
        );
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={entry.chosen ? keyOf(entry.chosen) : ""}
        disabled={save.isPending}
        onChange={(event) => {
          const [provider = "", model = ""] = event.target.value.split(separator);
          save.mutate(
            {
              purpose: entry.purpose,
              model: event.target.value ? { provider, id: model } : null,
            },
            {
              onSuccess: () =>
                toast({
                  title: t({ id: "admin.models.saved", defaultMessage: "Saved" }),
                  description: t(
                    {
                      id: "admin.models.savedText",
                      defaultMessage: "{purpose}: the default is in force now.",
                    },
                    { purpose: label },
                  ),
                }),
              onError: failedIn(
                i18n,
                t({ id: "admin.models.notSaved", defaultMessage: "Not saved" }),
              ),
            },
          );
        }}
      >
        <option value="">{automatic}</option>
        {chosenElsewhere && (
          <option value={keyOf(chosenElsewhere)}>
            {t(
              { id: "admin.models.notOffered", defaultMessage: "{model} (not offered now)" },
              { model: chosenElsewhere.id },
            )}
          </option>
        )}
        {groups.map(({ provider, models }) => (
          <optgroup key={provider.provider} label={provider.name}>
            {models.map((model) => (
              <option key={model.id} value={keyOf({ provider: provider.provider, id: model.id })}>
                {model.displayName}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/** Each chat tool's and media purpose's default model: the admin's, or Bismo's choice. */
export function ModelDefaults({
  defaults,
  providers,
}: {
  defaults: AdminDefault[];
  providers: AdminProviderModels[];
}) {
  const { t } = useT();
  const headingId = useId();
  const chat = defaults.filter((entry) => entry.kind === "chat");
  const media = defaults.filter((entry) => entry.kind !== "chat");
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border bg-card p-5">
      <h3 id={headingId} className="text-lg font-semibold">
        {t({ id: "admin.models.defaults", defaultMessage: "Defaults" })}
      </h3>
      <p className="mt-1 text-sm text-muted-fg">
        {t({
          id: "admin.models.defaultsText",
          defaultMessage:
            "The model each tool starts with; people can still pick another offered model in a tool. Bismo's choice is the spec's model for the tool as its provider serves it today.",
        })}
      </p>
      <h4 className="mt-4 text-sm font-semibold">
        {t({ id: "admin.models.chatTools", defaultMessage: "Chat tools" })}
      </h4>
      <div className="mt-2 grid items-end gap-3 sm:grid-cols-2">
        {chat.map((entry) => (
          <DefaultChoice key={entry.purpose} entry={entry} providers={providers} />
        ))}
      </div>
      <h4 className="mt-5 text-sm font-semibold">
        {t({ id: "admin.models.media", defaultMessage: "Media" })}
      </h4>
      <div className="mt-2 grid items-end gap-3 sm:grid-cols-2">
        {media.map((entry) => (
          <DefaultChoice key={entry.purpose} entry={entry} providers={providers} />
        ))}
      </div>
    </section>
  );
}
