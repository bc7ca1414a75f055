import { Check, Copy } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { useT } from "@/client/i18n/use-t";
import { copyText } from "./copy-text";

/** A fenced code block with its language and a copy button. */
export function CodeBlock({ children }: { children: ReactNode }) {
  const { t } = useT();
  const preRef = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const language = languageOf(children);

  const copy = async () => {
    const ok = await copyText(
      preRef.current?.textContent ?? "",
      t({ id: "workbench.copy.code", defaultMessage: "Code copied to clipboard" }),
    );
    if (!ok) return;
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };

  return (
    <div className="my-3 overflow-hidden rounded-lg border border-border bg-muted">
      <div className="flex items-center justify-between border-b border-border px-3 py-1 text-xs text-muted-fg">
        <span dir="ltr">
          {language ?? t({ id: "workbench.code.language", defaultMessage: "code" })}
        </span>
        <button
          type="button"
          onClick={copy}
          className="flex items-center gap-1 rounded px-1.5 py-0.5 hover:bg-card hover:text-fg"
          aria-label={t({ id: "workbench.copy.codeLabel", defaultMessage: "Copy code" })}
        >
          {copied ? (
            <Check className="h-3.5 w-3.5" aria-hidden />
          ) : (
            <Copy className="h-3.5 w-3.5" aria-hidden />
          )}
          {copied
            ? t({ id: "workbench.copy.done", defaultMessage: "Copied" })
            : t({ id: "workbench.copy.copy", defaultMessage: "Copy" })}
        </button>
      </div>
      <pre ref={preRef} dir="ltr" className="overflow-x-auto p-3 text-[13px] leading-relaxed">
        {children}
      </pre>
    </div>
  );
}

function languageOf(children: ReactNode): string | undefined {
  const child = Array.isArray(children) ? children[0] : children;
  if (!child || typeof child !== "object" || !("props" in child)) return undefined;
  const className = (child.props as { className?: unknown }).className;
  if (typeof className !== "string") return undefined;
  return /language-([\w+#-]+)/.exec(className)?.[1];
}
