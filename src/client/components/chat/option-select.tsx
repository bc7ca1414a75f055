import { useId } from "react";

type Props<Value extends string> = {
  label: string;
  value: Value;
  values: readonly Value[];
  onChange: (value: Value) => void;
  /** Display text per value, when it differs from the value. */
  labels?: Readonly<Record<Value, string>>;
};

/** One labelled option of a tool's options bar (language, level, e-mail type...). */
export function OptionSelect<Value extends string>({
  label,
  value,
  values,
  onChange,
  labels,
}: Props<Value>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs font-medium text-muted-fg">
        {label}
      </label>
      <select
        id={id}
        value={value}
        // The options are exactly `values`, so the browser can only hand back one of them.
        onChange={(event) => onChange(event.target.value as Value)}
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
