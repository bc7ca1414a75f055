import type { ComponentProps } from "react";

export const inputClass =
  "h-10 w-full rounded-lg border border-border bg-bg px-3 text-sm text-fg placeholder:text-muted-fg focus-visible:outline-2 focus-visible:outline-primary";

export function Input({ className = "", ...props }: ComponentProps<"input">) {
  return <input className={`${inputClass} ${className}`} {...props} />;
}
