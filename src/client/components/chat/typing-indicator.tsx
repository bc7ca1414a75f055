import type { ReactNode } from "react";
import { useT } from "@/client/i18n/use-t";

/** Three pulsing dots while the answer has not started; `children` says why it is taking longer. */
export function TypingIndicator({ children }: { children?: ReactNode }) {
  const { t } = useT();
  return (
    <div
      className="flex items-center gap-2 px-1 py-2 text-sm text-muted-fg"
      role="status"
      aria-label={
        children
          ? undefined
          : t({ id: "workbench.chat.typing", defaultMessage: "Assistant is typing" })
      }
    >
      <span className="flex items-center gap-1" aria-hidden>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="h-2 w-2 animate-bounce rounded-full bg-muted-fg"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      {children}
    </div>
  );
}
