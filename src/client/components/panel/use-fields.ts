import { useState } from "react";

/**
 * A form's fields as one object, `set` to change one of them, and `field(key)` to hand one to
 * a kit field as its `value` and `onChange`.
 */
export function useFields<Fields extends object>(initial: Fields) {
  const [fields, setFields] = useState(initial);
  const set = <Key extends keyof Fields>(key: Key, value: Fields[Key]) =>
    setFields((current) => ({ ...current, [key]: value }));
  const field = <Key extends keyof Fields>(key: Key) => ({
    value: fields[key],
    onChange: (value: Fields[Key]) => set(key, value),
  });
  return [fields, set, field] as const;
}
