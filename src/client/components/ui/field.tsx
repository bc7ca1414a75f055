import { type ReactNode, useId } from "react";

export const selectClass = "h-10 w-full rounded-lg border border-border bg-bg px-3 text-sm";

/** A form control under its label. */
export function Field({
  label,
  htmlFor,
  children,
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled choice of one of a list of words, each shown as it is or by its label. */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly Value[];
  /** What each option is called on screen, when not the word itself. */
  labels?: Readonly<Record<Value, string>>;
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id}>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </select>
    </Field>
  );
}
