import { useId, useState } from "react";
import { useAttachments } from "@/client/components/chat/use-attachments";
import { GenerationForm, useSavedGeneration } from "@/client/components/panel/generation-form";
import { AttachFiles } from "@/client/components/results/attach-files";
import { TextAreaField } from "@/client/components/results/form-fields";
import { SelectField } from "@/client/components/ui/field";
import { inputClass } from "@/client/components/ui/input";
import { useT } from "@/client/i18n/use-t";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import type { Translate } from "@/shared/i18n/translator";
import {
  type BrandKit,
  type BrandKitDraft,
  brandKitCreator,
  industries,
} from "@/shared/tools/brand-kit-creator";
import { generateKit, kits } from "./api";
import { industryNames } from "./kit-names";

const defaults = brandKitCreator.options.parse({});

/** What the kit so far has, for the line under the spinner. */
function progressLine(t: Translate, partial: Partial<BrandKitDraft> | null): string {
  if (!partial?.palette?.length)
    return t({ id: "brandKitCreator.progress.palette", defaultMessage: "Choosing the palette..." });
  if (!partial.typography?.body?.family)
    return t(
      {
        id: "brandKitCreator.progress.fonts",
        defaultMessage:
          "{count, plural, one {# colour} other {# colours}} so far; pairing fonts...",
      },
      { count: partial.palette.length },
    );
  if (!partial.voice?.summary)
    return t({
      id: "brandKitCreator.progress.voice",
      defaultMessage: "Writing taglines and the voice...",
    });
  return t({ id: "brandKitCreator.progress.logos", defaultMessage: "Sketching logo concepts..." });
}

/** Industry, name, description and optional assets (read by a vision model); Create streams the kit. */
export function GenerateForm({ tool, isAuthenticated }: WorkspaceProps) {
  const { t } = useT();
  const [industry, setIndustry] = useState(defaults.industry);
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const files = useAttachments(tool.id, tool.uploadAccept);
  const state = useSavedGeneration<BrandKit, BrandKitDraft>(tool, kits.useKeep(isAuthenticated));
  const nameId = useId();
  const uploadIds = files.attachments.flatMap((item) => (item.upload ? [item.upload.id] : []));
  const canGenerate =
    name.trim().length > 0 && description.trim().length > 0 && !files.uploading && state.ready;

  const generate = () =>
    state.generate(
      (model, handlers, signal) =>
        generateKit({ model, industry, name, description, uploadIds }, handlers, signal),
      (kit) => ({
        title: t({ id: "brandKitCreator.ready", defaultMessage: "Brand Kit Ready" }),
        description: t(
          { id: "brandKitCreator.readyText", defaultMessage: "The kit for {name} is ready." },
          { name: kit.name },
        ),
      }),
    );

  const colours = (state.generation.partial?.palette ?? []).filter((colour) =>
    /^#[0-9a-f]{6}$/i.test(colour?.hex ?? ""),
  );

  return (
    <GenerationForm
      tool={tool}
      state={state}
      onGenerate={generate}
      canGenerate={canGenerate}
      submit={t({ id: "brandKitCreator.generate", defaultMessage: "Create Brand Kit" })}
      busyText={t({ id: "brandKitCreator.generating", defaultMessage: "Creating Brand Kit..." })}
      progress={progressLine(t, state.generation.partial)}
      sofar={
        colours.length > 0 && (
          <ul
            className="flex flex-wrap gap-2"
            aria-label={t({ id: "brandKitCreator.sofar", defaultMessage: "Colours so far" })}
          >
            {colours.map((colour, index) => (
              <li key={index} className="flex items-center gap-2 text-sm">
                <span
                  className="h-6 w-6 rounded-md border border-border"
                  style={{ backgroundColor: colour?.hex }}
                  aria-hidden
                />
                {colour?.name} {colour?.hex}
              </li>
            ))}
          </ul>
        )
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={nameId} className="block text-sm font-medium">
            {t({ id: "brandKitCreator.name", defaultMessage: "Brand name" })}
          </label>
          <input
            id={nameId}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            placeholder={t({
              id: "brandKitCreator.nameHint",
              defaultMessage: "e.g. Harbour Fresh",
            })}
            className={inputClass}
          />
        </div>
        <SelectField
          label={t({ id: "brandKitCreator.industry", defaultMessage: "Industry" })}
          value={industry}
          options={industries}
          labels={{
            Technology: t(industryNames.Technology),
            Healthcare: t(industryNames.Healthcare),
            Finance: t(industryNames.Finance),
            Education: t(industryNames.Education),
            Retail: t(industryNames.Retail),
            Creative: t(industryNames.Creative),
          }}
          onChange={setIndustry}
        />
      </div>
      <TextAreaField
        label={t({ id: "brandKitCreator.about", defaultMessage: "About the brand" })}
        value={description}
        maxLength={4000}
        onChange={(event) => setDescription(event.target.value)}
        placeholder={t({
          id: "brandKitCreator.aboutHint",
          defaultMessage: "What it does, for whom, and how it should feel",
        })}
      />
      <AttachFiles
        files={files}
        accept={tool.uploadAccept}
        label={t({ id: "brandKitCreator.attach", defaultMessage: "Attach assets (optional)" })}
      />
    </GenerationForm>
  );
}
