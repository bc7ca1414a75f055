import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "@/client/components/ui/button";
import { Field, selectClass } from "@/client/components/ui/field";
import { useT } from "@/client/i18n/use-t";

const boxClass = "w-full rounded-lg border border-border bg-bg p-3 text-sm";
const lineClass = "h-10 w-full rounded-lg border border-border bg-bg px-3 text-sm";

/** A labelled text box; `counted` shows how many of its `maxLength` characters are used. */
export function TextBox({
  label,
  value,
  onChange,
  rows = 4,
  maxLength,
  placeholder,
  required,
  counted,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength: number;
  placeholder?: string;
  required?: boolean;
  counted?: boolean;
}) {
  const id = useId();
  const { t } = useT();
  return (
    <Field label={label} htmlFor={id}>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        required={required}
        placeholder={placeholder}
        aria-describedby={counted ? `${id}-count` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={boxClass}
      />
      {counted ? (
        <p id={`${id}-count`} className="text-right text-xs text-muted-fg">
          {t(
            {
              id: "app.panel.characters",
              defaultMessage: "{used, number} / {limit, number} characters",
            },
            { used: value.length, limit: maxLength },
          )}
        </p>
      ) : null}
    </Field>
  );
}

/** A labelled line of text. */
export function TextLine({
  label,
  value,
  onChange,
  maxLength,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id}>
      <input
        id={id}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={lineClass}
      />
    </Field>
  );
}

/** One option of a choice: its value, what it is called, and whether it can be chosen. */
export type Choice<Value extends string | number> = {
  value: Value;
  label: string;
  disabled?: boolean;
};

/** Options from a list of values (a tool's table in src/shared) and what each is called. */
export const choicesOf = <Value extends string | number>(
  values: readonly Value[],
  label: (value: Value) => string = String,
): Choice<Value>[] => values.map((value) => ({ value, label: label(value) }));

/** A labelled choice of one option; `none` adds an option for no choice (value ""). */
export function ChoiceField<Value extends string | number>({
  label,
  value,
  choices,
  onChange,
  none,
}: {
  label: string;
  value: Value | "";
  choices: readonly Choice<Value>[];
  onChange: (value: Value) => void;
  none?: { label: string; onChoose: () => void };
}) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id}>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(event) => {
          const chosen = choices.find((choice) => String(choice.value) === event.target.value);
          if (chosen) onChange(chosen.value);
          else none?.onChoose();
        }}
      >
        {none ? <option value="">{none.label}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Two fields side by side. */
export const FieldPair = ({ children }: { children: ReactNode }) => (
  <div className="grid grid-cols-2 gap-3">{children}</div>
);

/** A checkbox; `reason` says why it cannot be ticked here (and greys it out). */
export function CheckOption({
  label,
  checked,
  onChange,
  reason,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  reason?: ReactNode;
}) {
  return (
    <label className={`flex items-start gap-2 text-sm ${reason ? "text-muted-fg" : ""}`}>
      <input
        type="checkbox"
        className="mt-1"
        checked={checked}
        disabled={Boolean(reason)}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {label}
        {reason ? <span className="block text-xs text-muted-fg">{reason}</span> : null}
      </span>
    </label>
  );
}

/** A form's button across its width: its icon and words, or what it is doing while busy. */
export function SubmitButton({
  icon: Icon,
  busy,
  busyText,
  disabled,
  className = "w-full",
  children,
}: {
  icon?: LucideIcon;
  busy: boolean;
  busyText: string;
  disabled?: boolean;
  className?: string;
  children: string;
}) {
  return (
    <Button type="submit" className={className} disabled={busy || disabled}>
      {Icon ? <Icon className="h-4 w-4" aria-hidden /> : null}
      {busy ? busyText : children}
    </Button>
  );
}
