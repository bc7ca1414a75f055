import { useId } from "react";

type Props = {
  label: string;
  value: string;
  values: readonly string[];
  onChange: (value: string) => void;
  /** Display text per value, when it differs from the value. */
  labels?: Readonly<Record<string, string>>;
};

/** One labelled option of a tool's panel (language, level, e-mail type...). */
export function OptionSelect({ label, value, values, onChange, labels }: Props) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs font-medium text-muted-fg">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-8 rounded-lg border border-border bg-bg px-2 text-sm"
      >
        {values.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </select>
    </div>
  );
}
