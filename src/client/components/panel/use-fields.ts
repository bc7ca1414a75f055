import { useState } from "react";

/** A form's fields as one object, and `set` to change one of them. */
export function useFields<Fields extends object>(initial: Fields) {
  const [fields, setFields] = useState(initial);
  const set = <Key extends keyof Fields>(key: Key, value: Fields[Key]) =>
    setFields((current) => ({ ...current, [key]: value }));
  return [fields, set] as const;
}
