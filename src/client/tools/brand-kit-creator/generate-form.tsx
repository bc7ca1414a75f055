import { useId, useState } from "react";
import { useAttachments } from "@/client/components/chat/use-attachments";
import { useModelChoice } from "@/client/components/models/use-model-choice";
import { AttachFiles } from "@/client/components/results/attach-files";
import { TextAreaField } from "@/client/components/results/form-fields";
import { GenerationStatus } from "@/client/components/results/generation-status";
import { ModelField } from "@/client/components/results/model-field";
import { useGeneration } from "@/client/components/results/use-generation";
import { WorkspaceHeading } from "@/client/components/results/workspace-frame";
import { Button } from "@/client/components/ui/button";
import { SelectField } from "@/client/components/ui/field";
import { inputClass } from "@/client/components/ui/input";
import { toast } from "@/client/components/ui/toast";
import { useOpenResult } from "@/client/lib/open-result";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import {
  type BrandKit,
  type BrandKitDraft,
  brandKitCreator,
  industries,
} from "@/shared/tools/brand-kit-creator";
import { generateKit, kits } from "./api";

const defaults = brandKitCreator.options.parse({});

/** What the kit so far has, for the line under the spinner. */
function progressLine(partial: Partial<BrandKitDraft> | null): string {
  if (!partial?.palette?.length) return "Choosing the palette...";
  if (!partial.typography?.body?.family)
    return `${partial.palette.length} colours so far; pairing fonts...`;
  if (!partial.voice?.summary) return "Writing taglines and the voice...";
  return "Sketching logo concepts...";
}

/** Industry, name, description and optional assets (read by a vision model); Create streams the kit. */
export function GenerateForm({ tool, isAuthenticated }: WorkspaceProps) {
  const models = useModelChoice(tool.id);
  const [industry, setIndustry] = useState(defaults.industry);
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const files = useAttachments(tool.id, tool.uploadAccept);
  const generation = useGeneration<BrandKit, Partial<BrandKitDraft>>();
  const keep = kits.useKeep(isAuthenticated);
  const { open } = useOpenResult();
  const nameId = useId();
  const uploadIds = files.attachments.flatMap((item) => (item.upload ? [item.upload.id] : []));
  const canGenerate =
    name.trim().length > 0 &&
    description.trim().length > 0 &&
    models.model !== null &&
    !files.uploading &&
    !generation.running;

  const generate = async () => {
    const model = models.model;
    if (!model || !canGenerate) return;
    const kit = await generation.run((handlers, signal) =>
      generateKit({ model, industry, name, description, uploadIds }, handlers, signal),
    );
    if (!kit) return;
    await keep(kit);
    open(kit.id);
    toast({ title: "Brand Kit Ready", description: `The kit for ${kit.name} is ready.` });
  };

  const colours = (generation.partial?.palette ?? []).filter((colour) =>
    /^#[0-9a-f]{6}$/i.test(colour?.hex ?? ""),
  );

  return (
    <>
      <WorkspaceHeading title={tool.name}>{tool.description}</WorkspaceHeading>
      <form
        className="space-y-4 rounded-xl border border-border bg-card p-4"
        onSubmit={(event) => {
          event.preventDefault();
          void generate();
        }}
      >
        <ModelField tool={tool} models={models} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor={nameId} className="block text-sm font-medium">
              Brand name
            </label>
            <input
              id={nameId}
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
              placeholder="e.g. Harbour Fresh"
              className={inputClass}
            />
          </div>
          <SelectField
            label="Industry"
            value={industry}
            options={industries}
            onChange={setIndustry}
          />
        </div>
        <TextAreaField
          label="About the brand"
          value={description}
          maxLength={4000}
          onChange={(event) => setDescription(event.target.value)}
          placeholder="What it does, for whom, and how it should feel"
        />
        <AttachFiles files={files} accept={tool.uploadAccept} label="Attach assets (optional)" />
        <Button type="submit" disabled={!canGenerate}>
          {generation.running ? "Creating Brand Kit..." : "Create Brand Kit"}
        </Button>
      </form>
      <GenerationStatus
        running={generation.running}
        progress={progressLine(generation.partial)}
        retrying={generation.retrying}
        error={generation.error}
        onStop={generation.stop}
      />
      {colours.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Colours so far">
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
      )}
    </>
  );
}
