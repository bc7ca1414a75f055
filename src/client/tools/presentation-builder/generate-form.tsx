import { useId, useState } from "react";
import {
  GenerationForm,
  useSavedGeneration,
  WrittenSoFar,
} from "@/client/components/panel/generation-form";
import { TextAreaField } from "@/client/components/results/form-fields";
import { SelectField } from "@/client/components/ui/field";
import { inputClass } from "@/client/components/ui/input";
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
  const [topic, setTopic] = useState("");
  const [audience, setAudience] = useState(defaults.audience);
  const [slideCount, setSlideCount] = useState("");
  const state = useSavedGeneration<Presentation, PresentationDraft>(
    tool,
    decks.useKeep(isAuthenticated),
  );
  const countId = useId();
  const count = Number(slideCount);
  const countValid =
    slideCount.trim() !== "" && Number.isInteger(count) && count >= minSlides && count <= maxSlides;
  const canGenerate = topic.trim().length > 0 && countValid && state.ready;

  const generate = () =>
    state.generate(
      (model, handlers, signal) =>
        generateDeck({ model, topic, audience, slideCount: count }, handlers, signal),
      (deck) => ({
        title: "Deck Ready",
        description: `${deck.slides.length} slides for "${deck.title}".`,
      }),
    );

  const written = (state.generation.partial?.slides ?? []).flatMap((slide) =>
    slide?.title ? [slide.title] : [],
  );

  return (
    <GenerationForm
      tool={tool}
      state={state}
      onGenerate={generate}
      canGenerate={canGenerate}
      submit="Build Presentation"
      progress={`Writing slide ${Math.min(written.length + 1, count)} of ${count}...`}
      sofar={<WrittenSoFar label="Slides so far" titles={written} />}
    >
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
    </GenerationForm>
  );
}
