import { type TextareaHTMLAttributes, useId } from "react";

export const textareaClass =
  "w-full rounded-lg border border-border bg-bg px-3 py-2 text-base text-fg placeholder:text-muted-fg focus-visible:outline-2 focus-visible:outline-primary sm:text-sm";

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string };

/** A labelled text box that grows with its text. */
export function TextAreaField({ label, hint, className = "", ...props }: TextAreaProps) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        className={`${textareaClass} min-h-20 [field-sizing:content] ${className}`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...props}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-fg">
          {hint}
        </p>
      )}
    </div>
  );
}

type SelectProps<Value extends string> = {
  label: string;
  value: Value;
  values: readonly Value[];
  onChange: (value: Value) => void;
  labels?: Readonly<Record<Value, string>>;
};

/** A labelled choice among a fixed list (the spec's option lists). */
export function SelectField<Value extends string>({
  label,
  value,
  values,
  onChange,
  labels,
}: SelectProps<Value>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        // The options are exactly `values`, so the browser can only hand back one of them.
        onChange={(event) => onChange(event.target.value as Value)}
        className="h-10 w-full rounded-lg border border-border bg-bg px-2 text-sm"
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
