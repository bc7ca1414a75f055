import type { ComponentProps } from "react";
import { Input } from "@/client/components/ui/input";

/** Digits of an authenticator code as typed or pasted ("123 456" reads as 123456). */
export const codeDigits = (text: string) => text.replace(/\D/g, "").slice(0, 6);

/**
 * The 6-digit code from an authenticator app: a numeric keypad on phones, and the browser's or
 * password manager's one-time-code autofill. Seven characters fit, so a pasted "123 456" arrives
 * whole before its space is dropped.
 */
export function CodeInput({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: string;
  onValueChange: (code: string) => void;
}) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={7}
      placeholder="123456"
      className="font-mono tracking-[0.3em]"
      value={value}
      onChange={(event) => onValueChange(codeDigits(event.target.value))}
    />
  );
}
