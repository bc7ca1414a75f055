import { useId, useState } from "react";
import {
  GenerationForm,
  useSavedGeneration,
  WrittenSoFar,
} from "@/client/components/panel/generation-form";
import { TextAreaField } from "@/client/components/results/form-fields";
import { SelectField } from "@/client/components/ui/field";
import { inputClass } from "@/client/components/ui/input";
import { useT } from "@/client/i18n/use-t";
import type { WorkspaceProps } from "@/client/tools/tool-view";
import {
  audiences,
  maxSlides,
  minSlides,
  type Presentation,
  type PresentationDraft,
  presentationBuilder,
} from "@/shared/tools/presentation-builder";
import { decks, generateDeck } from "./api";

const defaults = presentationBuilder.options.parse({});

/** Topic, audience and slide count (5 to 50, checked here and on the server); slides stream in. */
export function GenerateForm({ tool, isAuthenticated }: WorkspaceProps) {
  const { t } = useT();
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
        title: t({ id: "presentationBuilder.ready", defaultMessage: "Deck Ready" }),
        description: t(
          {
            id: "presentationBuilder.readyText",
            defaultMessage: '{count, plural, one {# slide} other {# slides}} for "{title}".',
          },
          { count: deck.slides.length, title: deck.title },
        ),
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
      submit={t({ id: "presentationBuilder.generate", defaultMessage: "Build Presentation" })}
      progress={t(
        {
          id: "presentationBuilder.progress",
          defaultMessage: "Writing slide {at, number} of {total, number}...",
        },
        { at: Math.min(written.length + 1, count), total: count },
      )}
      sofar={
        <WrittenSoFar
          label={t({ id: "presentationBuilder.sofar", defaultMessage: "Slides so far" })}
          titles={written}
        />
      }
    >
      <TextAreaField
        label={t({ id: "presentationBuilder.topic", defaultMessage: "Topic" })}
        value={topic}
        onChange={(event) => setTopic(event.target.value)}
        placeholder={t({
          id: "presentationBuilder.topicHint",
          defaultMessage: "e.g. Why our school should install solar panels",
        })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t({ id: "presentationBuilder.audience", defaultMessage: "Audience" })}
          value={audience}
          options={audiences}
          labels={{
            business: t({
              id: "presentationBuilder.audience.business",
              defaultMessage: "Business",
            }),
            academic: t({
              id: "presentationBuilder.audience.academic",
              defaultMessage: "Academic",
            }),
            students: t({
              id: "presentationBuilder.audience.students",
              defaultMessage: "Students",
            }),
            general: t({ id: "presentationBuilder.audience.general", defaultMessage: "General" }),
          }}
          onChange={setAudience}
        />
        <div className="space-y-1">
          <label htmlFor={countId} className="block text-sm font-medium">
            {t({ id: "presentationBuilder.count", defaultMessage: "Slides" })}
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
            {t(
              {
                id: "presentationBuilder.countHint",
                defaultMessage: "Choose between {min, number} and {max, number} slides.",
              },
              { min: minSlides, max: maxSlides },
            )}
          </p>
        </div>
      </div>
    </GenerationForm>
  );
}
