import { useId, useState } from "react";
import { useModelChoice } from "@/client/components/models/use-model-choice";
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
  audienceLabels,
  audiences,
  maxSlides,
  minSlides,
  type Presentation,
  type PresentationDraft,
  presentationBuilder,
  slideCountMessage,
} from "@/shared/tools/presentation-builder";
import { decks, generateDeck } from "./api";

const defaults = presentationBuilder.options.parse({});

/** Topic, audience and slide count (5 to 50, checked here and on the server); slides stream in. */
export function GenerateForm({ tool, isAuthenticated }: WorkspaceProps) {
  const models = useModelChoice(tool.id);
  const [topic, setTopic] = useState("");
  const [audience, setAudience] = useState(defaults.audience);
  const [slideCount, setSlideCount] = useState("");
  const generation = useGeneration<Presentation, Partial<PresentationDraft>>();
  const keep = decks.useKeep(isAuthenticated);
  const { open } = useOpenResult();
  const countId = useId();
  const count = Number(slideCount);
  const countValid =
    slideCount.trim() !== "" && Number.isInteger(count) && count >= minSlides && count <= maxSlides;
  const canGenerate =
    topic.trim().length > 0 && countValid && models.model !== null && !generation.running;

  const generate = async () => {
    const model = models.model;
    if (!model || !canGenerate) return;
    const deck = await generation.run((handlers, signal) =>
      generateDeck({ model, topic, audience, slideCount: count }, handlers, signal),
    );
    if (!deck) return;
    await keep(deck);
    open(deck.id);
    toast({
      title: "Deck Ready",
      description: `${deck.slides.length} slides for "${deck.title}".`,
    });
  };

  const written = (generation.partial?.slides ?? []).filter((slide) => slide?.title);

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
        <TextAreaField
          label="Topic"
          value={topic}
          onChange={(event) => setTopic(event.target.value)}
          placeholder="e.g. Why our school should install solar panels"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Audience"
            value={audience}
            options={audiences}
            labels={audienceLabels}
            onChange={setAudience}
          />
          <div className="space-y-1">
            <label htmlFor={countId} className="block text-sm font-medium">
              Slides
            </label>
            <input
              id={countId}
              type="number"
              inputMode="numeric"
              min={minSlides}
              max={maxSlides}
              step={1}
              placeholder="10"
              value={slideCount}
              onChange={(event) => setSlideCount(event.target.value)}
              aria-invalid={slideCount !== "" && !countValid}
              aria-describedby={`${countId}-hint`}
              className={inputClass}
            />
            <p
              id={`${countId}-hint`}
              className={`text-xs ${slideCount !== "" && !countValid ? "text-destructive" : "text-muted-fg"}`}
            >
              {slideCountMessage}
            </p>
          </div>
        </div>
        <Button type="submit" disabled={!canGenerate}>
          {generation.running ? "Generating..." : "Build Presentation"}
        </Button>
      </form>
      <GenerationStatus
        running={generation.running}
        progress={`Writing slide ${Math.min(written.length + 1, count)} of ${count}...`}
        retrying={generation.retrying}
        error={generation.error}
        onStop={generation.stop}
      />
      {written.length > 0 && (
        <ol className="list-decimal space-y-1 pl-6 text-sm" aria-label="Slides so far">
          {written.map((slide, index) => (
            <li key={index}>{slide?.title}</li>
          ))}
        </ol>
      )}
    </>
  );
}
