import { useState } from "react";
import { TextAreaField } from "@/client/components/results/form-fields";
import { Button } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import type { CardFields } from "./csv";

type Props = {
  initial: CardFields;
  /** "Edit card 3" or "Edit new card": names the form for screen readers. */
  label: string;
  onSave: (fields: CardFields) => void;
  onCancel: () => void;
};

/** Front, back and hint of one card, edited in place. */
export function CardEditor({ initial, label, onSave, onCancel }: Props) {
  const { t } = useT();
  const [front, setFront] = useState(initial.front);
  const [back, setBack] = useState(initial.back);
  const [hint, setHint] = useState(initial.hint ?? "");
  const complete = front.trim().length > 0 && back.trim().length > 0;
  return (
    <form
      aria-label={label}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onSave({ front: front.trim(), back: back.trim(), hint: hint.trim() || null });
      }}
    >
      <TextAreaField
        label={t({ id: "flashcardGenerator.card.front", defaultMessage: "Front" })}
        value={front}
        onChange={(event) => setFront(event.target.value)}
        autoFocus
      />
      <TextAreaField
        label={t({ id: "flashcardGenerator.card.back", defaultMessage: "Back" })}
        value={back}
        onChange={(event) => setBack(event.target.value)}
      />
      <TextAreaField
        label={t({ id: "flashcardGenerator.card.hintOptional", defaultMessage: "Hint (optional)" })}
        value={hint}
        onChange={(event) => setHint(event.target.value)}
        className="min-h-10"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!complete}>
          {t({ id: "flashcardGenerator.card.save", defaultMessage: "Save card" })}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t({ id: "flashcardGenerator.card.cancel", defaultMessage: "Cancel" })}
        </Button>
      </div>
    </form>
  );
}
