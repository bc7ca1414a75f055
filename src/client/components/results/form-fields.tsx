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
