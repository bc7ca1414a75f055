import { useId, useState } from "react";
import { TextAreaField } from "@/client/components/results/form-fields";
import { Button } from "@/client/components/ui/button";
import { SelectField } from "@/client/components/ui/field";
import { inputClass } from "@/client/components/ui/input";
import { useT } from "@/client/i18n/use-t";
import { type Slide, slideLayouts } from "@/shared/tools/presentation-builder";

type Props = { slide: Slide; number: number; onSave: (slide: Slide) => void; onCancel: () => void };

/** A slide's text: title, section, layout, bullets (one a line) and speaker notes. */
export function SlideEditor({ slide, number, onSave, onCancel }: Props) {
  const { t } = useT();
  const [title, setTitle] = useState(slide.title);
  const [section, setSection] = useState(slide.section);
  const [layout, setLayout] = useState(slide.layout);
  const [bullets, setBullets] = useState(slide.bullets.join("\n"));
  const [notes, setNotes] = useState(slide.notes);
  const titleId = useId();
  const sectionId = useId();
  return (
    <form
      aria-label={t(
        { id: "presentationBuilder.editSlide", defaultMessage: "Edit slide {n, number}" },
        { n: number },
      )}
      className="space-y-3 rounded-xl border border-border bg-card p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({
          ...slide,
          title: title.trim(),
          section: section.trim(),
          layout,
          bullets: bullets
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean)
            .slice(0, 12),
          notes: notes.trim(),
        });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={titleId} className="text-sm font-medium">
            {t({ id: "presentationBuilder.slide.title", defaultMessage: "Slide title" })}
          </label>
          <input
            id={titleId}
            className={inputClass}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={sectionId} className="text-sm font-medium">
            {t({ id: "presentationBuilder.slide.section", defaultMessage: "Section" })}
          </label>
          <input
            id={sectionId}
            className={inputClass}
            value={section}
            onChange={(event) => setSection(event.target.value)}
          />
        </div>
      </div>
      <SelectField
        label={t({ id: "presentationBuilder.slide.layout", defaultMessage: "Layout" })}
        value={layout}
        options={slideLayouts}
        labels={{
          title: t({ id: "presentationBuilder.layout.title", defaultMessage: "Title" }),
          section: t({
            id: "presentationBuilder.layout.section",
            defaultMessage: "Section header",
          }),
          bullets: t({ id: "presentationBuilder.layout.bullets", defaultMessage: "Bullets" }),
          "two-column": t({
            id: "presentationBuilder.layout.twoColumn",
            defaultMessage: "Two columns",
          }),
        }}
        onChange={setLayout}
      />
      <TextAreaField
        label={t({
          id: "presentationBuilder.slide.bullets",
          defaultMessage: "Bullets (one a line)",
        })}
        value={bullets}
        onChange={(event) => setBullets(event.target.value)}
        hint={t({
          id: "presentationBuilder.slide.bulletsHint",
          defaultMessage: "Two columns: the first half of the lines is the left column.",
        })}
      />
      <TextAreaField
        label={t({ id: "presentationBuilder.slide.notes", defaultMessage: "Speaker notes" })}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          {t({ id: "presentationBuilder.slide.save", defaultMessage: "Save slide" })}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t({ id: "presentationBuilder.slide.cancel", defaultMessage: "Cancel" })}
        </Button>
      </div>
    </form>
  );
}
