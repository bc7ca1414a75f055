type ConsentSwitchProps = {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
};

/** One cookie category as an on/off switch (a native checkbox, so it is keyboard and form friendly). */
export function ConsentSwitch({
  id,
  label,
  description,
  checked,
  disabled,
  onChange,
}: ConsentSwitchProps) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-3">
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <p id={`${id}-description`} className="text-xs text-muted-fg">
          {description}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-description`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked)}
        className="relative mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-muted-fg/40 transition before:absolute before:top-0.5 before:start-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition checked:bg-primary checked:before:translate-x-5 rtl:checked:before:-translate-x-5 disabled:cursor-not-allowed disabled:opacity-70"
      />
    </div>
  );
}
