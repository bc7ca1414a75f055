import { useId } from "react";
import { useT } from "@/client/i18n/use-t";
import { defineMessage } from "@/shared/i18n/runtime";
import { type Mood, moodEmoji, moods } from "@/shared/tools/goal-master";

export const moodNames = {
  struggling: defineMessage({ id: "goalMaster.mood.struggling", defaultMessage: "Struggling" }),
  low: defineMessage({ id: "goalMaster.mood.low", defaultMessage: "Low" }),
  okay: defineMessage({ id: "goalMaster.mood.okay", defaultMessage: "Okay" }),
  good: defineMessage({ id: "goalMaster.mood.good", defaultMessage: "Good" }),
  great: defineMessage({ id: "goalMaster.mood.great", defaultMessage: "Great" }),
} as const satisfies Record<Mood, unknown>;

type Props = { label: string; value: Mood; onChange: (mood: Mood) => void };

/** The five-emoji mood check-in: radio buttons shown as emoji, named for screen readers. */
export function MoodPicker({ label, value, onChange }: Props) {
  const { t } = useT();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {moods.map((mood) => (
          <label
            key={mood}
            title={t(moodNames[mood])}
            className="relative flex h-11 w-11 cursor-pointer items-center justify-center rounded-full border border-border text-2xl has-checked:border-primary has-checked:bg-primary/15 has-focus-visible:outline-2 has-focus-visible:outline-primary"
          >
            <input
              type="radio"
              name={name}
              value={mood}
              checked={value === mood}
              onChange={() => onChange(mood)}
              aria-label={t(moodNames[mood])}
              // Transparent over the emoji: the whole circle is the radio button.
              className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            <span aria-hidden>{moodEmoji[mood]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
