import type { ChangeEvent } from "react";
import { inputClass } from "@/client/components/ui/input";
import { localeNames, locales, localeTags } from "@/shared/i18n/locales";
import type { FieldControl } from "./inline-field";

/** This device's time zone, offered when the profile has none yet. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

let zones: string[] | null = null;
function timeZones(current: string): string[] {
  zones ??= Intl.supportedValuesOf("timeZone");
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/**
 * What every field editor (text box or list) takes from its control. It takes the focus, since
 * the person just asked to edit this field.
 */
function editorProps(control: FieldControl) {
  return {
    id: control.id,
    autoFocus: true,
    className: inputClass,
    value: control.value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      control.onChange(event.target.value),
    onKeyDown: control.onKeyDown,
    "aria-invalid": control.invalid,
    "aria-describedby": control.describedBy,
    disabled: control.disabled,
  };
}

function Select({
  control,
  options,
}: {
  control: FieldControl;
  options: readonly { value: string; label: string; lang?: string }[];
}) {
  return (
    <select {...editorProps(control)}>
      {options.map((option) => (
        <option key={option.value} value={option.value} lang={option.lang}>
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
    return <input {...attributes} {...editorProps(control)} />;
  };
}

export function TimeZoneSelect(control: FieldControl) {
  const options = timeZones(control.value).map((zone) => ({
    value: zone,
    label: zone.replaceAll("_", " "),
  }));
  return <Select control={control} options={options} />;
}

// Each language by its own name, as a person looks for it.
const languageOptions = locales.map((code) => ({
  value: code,
  label: localeNames[code],
  lang: localeTags[code],
}));

export function LanguageSelect(control: FieldControl) {
  return <Select control={control} options={languageOptions} />;
}
