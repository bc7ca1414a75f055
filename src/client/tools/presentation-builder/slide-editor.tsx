import { useId, useState } from "react";
import { TextAreaField } from "@/client/components/results/form-fields";
import { Button } from "@/client/components/ui/button";
import { SelectField } from "@/client/components/ui/field";
import { inputClass } from "@/client/components/ui/input";
import { type Slide, slideLayoutLabels, slideLayouts } from "@/shared/tools/presentation-builder";

type Props = { slide: Slide; number: number; onSave: (slide: Slide) => void; onCancel: () => void };

/** A slide's text: title, section, layout, bullets (one a line) and speaker notes. */
export function SlideEditor({ slide, number, onSave, onCancel }: Props) {
  const [title, setTitle] = useState(slide.title);
  const [section, setSection] = useState(slide.section);
  const [layout, setLayout] = useState(slide.layout);
  const [bullets, setBullets] = useState(slide.bullets.join("\n"));
  const [notes, setNotes] = useState(slide.notes);
  const titleId = useId();
  const sectionId = useId();
  return (
    <form
      aria-label={`Edit slide ${number}`}
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
            Slide title
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
            Section
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
        label="Layout"
        value={layout}
        options={slideLayouts}
        labels={slideLayoutLabels}
        onChange={setLayout}
      />
      <TextAreaField
        label="Bullets (one a line)"
        value={bullets}
        onChange={(event) => setBullets(event.target.value)}
        hint="Two columns: the first half of the lines is the left column."
      />
      <TextAreaField
        label="Speaker notes"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          Save slide
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
