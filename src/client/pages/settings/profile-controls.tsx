import { inputClass } from "@/client/components/ui/input";
import { languageNames, profileLanguages } from "@/shared/profile";
import type { FieldControl } from "./inline-field";

/** This device's time zone, offered when the profile has none yet. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

let zones: string[] | null = null;
function timeZones(current: string): string[] {
  zones ??= Intl.supportedValuesOf("timeZone");
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

function Select({
  control,
  options,
}: {
  control: FieldControl;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <select
      id={control.id}
      // biome-ignore lint/a11y/noAutofocus: the person just asked to edit this field
      autoFocus
      className={inputClass}
      value={control.value}
      onChange={(event) => control.onChange(event.target.value)}
      onKeyDown={control.onKeyDown}
      aria-invalid={control.invalid}
      aria-describedby={control.describedBy}
      disabled={control.disabled}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A text editor for a field; call once per field at module level (a new component per render would lose focus). */
export function textControl(attributes: {
  type?: "text" | "tel" | "email";
  autoComplete: string;
  maxLength?: number;
}) {
  return function TextControl(control: FieldControl) {
    return (
      <input
        id={control.id}
        {...attributes}
        // biome-ignore lint/a11y/noAutofocus: the person just asked to edit this field
        autoFocus
        className={inputClass}
        value={control.value}
        onChange={(event) => control.onChange(event.target.value)}
        onKeyDown={control.onKeyDown}
        aria-invalid={control.invalid}
        aria-describedby={control.describedBy}
        disabled={control.disabled}
      />
    );
  };
}

export function TimeZoneSelect(control: FieldControl) {
  const options = timeZones(control.value).map((zone) => ({
    value: zone,
    label: zone.replaceAll("_", " "),
  }));
  return <Select control={control} options={options} />;
}

const languageOptions = profileLanguages.map((code) => ({
  value: code,
  label: languageNames[code],
}));

export function LanguageSelect(control: FieldControl) {
  return <Select control={control} options={languageOptions} />;
}
