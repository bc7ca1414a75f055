import { useState } from "react";
import { TextAreaField } from "@/client/components/results/form-fields";
import { Button } from "@/client/components/ui/button";
import type { CardFields } from "./csv";

type Props = {
  initial: CardFields;
  /** "Card 3" or "New card": names the form for screen readers. */
  name: string;
  onSave: (fields: CardFields) => void;
  onCancel: () => void;
};

/** Front, back and hint of one card, edited in place. */
export function CardEditor({ initial, name, onSave, onCancel }: Props) {
  const [front, setFront] = useState(initial.front);
  const [back, setBack] = useState(initial.back);
  const [hint, setHint] = useState(initial.hint ?? "");
  const complete = front.trim().length > 0 && back.trim().length > 0;
  return (
    <form
      aria-label={`Edit ${name}`}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onSave({ front: front.trim(), back: back.trim(), hint: hint.trim() || null });
      }}
    >
      <TextAreaField
        label="Front"
        value={front}
        onChange={(event) => setFront(event.target.value)}
        autoFocus
      />
      <TextAreaField label="Back" value={back} onChange={(event) => setBack(event.target.value)} />
      <TextAreaField
        label="Hint (optional)"
        value={hint}
        onChange={(event) => setHint(event.target.value)}
        className="min-h-10"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!complete}>
          Save card
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
