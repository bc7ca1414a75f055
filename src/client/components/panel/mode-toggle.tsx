import type { Choice } from "./fields";

/**
 * How the options look: `muted` as a quiet switch (the chosen one raised), `accent` with the
 * chosen one in the primary colour (for a choice that changes the whole form below it).
 */
const looks = {
  muted: {
    group: "gap-1 rounded-lg border border-border bg-muted p-1",
    option: "px-3 py-1.5 text-sm",
    chosen: "bg-bg font-medium shadow-sm",
    other: "text-muted-fg",
  },
  accent: {
    group: "gap-1 rounded-lg border border-border p-1",
    option: "px-2 py-1.5 text-xs font-medium",
    chosen: "bg-primary text-primary-fg",
    other: "hover:bg-muted",
  },
} as const;

/** One of a few modes, as a row of radio buttons that look like a switch (keyboard: arrows). */
export function ModeToggle<Mode extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  look = "muted",
}: {
  legend: string;
  name: string;
  value: Mode;
  choices: readonly Choice<Mode>[];
  onChange: (mode: Mode) => void;
  look?: keyof typeof looks;
}) {
  const style = looks[look];
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{legend}</legend>
      <div
        className={`grid ${style.group}`}
        style={{ gridTemplateColumns: `repeat(${choices.length}, minmax(0, 1fr))` }}
      >
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`cursor-pointer rounded-md text-center has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary ${style.option} ${value === choice.value ? style.chosen : style.other}`}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              className="sr-only"
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A short row of plain radio buttons, e.g. how many images to make. */
export function RadioRow<Value extends string | number>({
  legend,
  name,
  value,
  choices,
  onChange,
}: {
  legend: string;
  name: string;
  value: Value;
  choices: readonly Choice<Value>[];
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex h-10 items-center gap-3">
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-1 text-sm">
            <input
              type="radio"
              name={name}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
