import "./code-theme.css";
import { ImageOff } from "lucide-react";
import type { Nodes, Root } from "mdast";
import { memo, useMemo } from "react";
import ReactMarkdown, { type Components, defaultUrlTransform } from "react-markdown";
import rehypeHighlight from "rehype-highlight";
import remarkGfm from "remark-gfm";
import { useT } from "@/client/i18n/use-t";
import { CodeBlock } from "./code-block";

/**
 * Model output is untrusted. Raw HTML is shown as the text it is (never parsed: no
 * rehype-raw), so `<script>` or `<img onerror>` cannot run, and images are links (below).
 */
function remarkHtmlAsText() {
  const walk = (node: Nodes) => {
    if (node.type === "html") (node as unknown as { type: string }).type = "text";
    if ("children" in node) for (const child of node.children) walk(child);
  };
  return (tree: Root) => walk(tree);
}

const safeLinkProtocols = new Set(["http:", "https:", "mailto:"]);

/** A link target the browser may follow from a new tab, or null for javascript:, data: and the like. */
export function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, window.location.href);
    return safeLinkProtocols.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const components: Components = {
  a: ({ href, children }) => {
    const target = safeHref(href);
    if (!target) return <span className="underline decoration-dotted">{children}</span>;
    return (
      <a
        href={target}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary underline underline-offset-2"
      >
        {children}
      </a>
    );
  },
  // No image in an answer loads by itself, this app's own included: loading one is a request
  // the model chose (to a tracker, or to one of Bismo's own URLs with the viewer's cookie). It
  // shows as a link the person can open.
  img: ({ src, alt }) => <AnswerImage src={typeof src === "string" ? src : undefined} alt={alt} />,
  pre: ({ children }) => <CodeBlock>{children}</CodeBlock>,
  table: ({ children }) => (
    <div className="overflow-x-auto">
      <table>{children}</table>
    </div>
  ),
};

/** An image in an answer: a link to open it, never loaded here. */
function AnswerImage({ src, alt }: { src: string | undefined; alt: string | undefined }) {
  const { t } = useT();
  const target = safeHref(src);
  const label = alt
    ? t({ id: "workbench.answer.imageNamed", defaultMessage: "Image: {alt}" }, { alt })
    : t({ id: "workbench.answer.image", defaultMessage: "Image" });
  return (
    <span className="inline-flex items-center gap-1.5 rounded-md border border-border bg-muted px-2 py-1 text-xs">
      <ImageOff className="h-3.5 w-3.5" aria-hidden />
      {target ? (
        <a
          href={target}
          target="_blank"
          rel="noopener noreferrer"
          className="underline"
          title={t({
            id: "workbench.answer.imageHint",
            defaultMessage:
              "Images in answers are not loaded automatically. Click to open it in a new tab.",
          })}
        >
          {t(
            { id: "workbench.answer.openImage", defaultMessage: "{label} (open image)" },
            { label },
          )}
        </a>
      ) : (
        <span>
          {t(
            { id: "workbench.answer.imageHidden", defaultMessage: "{label} (not shown)" },
            { label },
          )}
        </span>
      )}
    </span>
  );
}

/** An answer's numbered source markers ([1], [2]...): which exist, and what opening one does. */
export type Citations = {
  numbers: ReadonlySet<number>;
  /** The marker's accessible name: "Source 1: report.pdf, page 4". */
  label: (number: number) => string;
  onCite: (number: number) => void;
};

const markerPattern = /\[(\d{1,3})\]/g;

/**
 * Turns each `[n]` in the answer's prose (not in code) whose number is a listed source into a
 * `cite-marker` element, which `citationComponents` draws as a button.
 */
function remarkCitations(numbers: ReadonlySet<number>) {
  return () => {
    const walk = (node: Nodes) => {
      if (!("children" in node)) return;
      const children: Nodes[] = [];
      for (const child of node.children as Nodes[]) {
        if (child.type !== "text") {
          walk(child);
          children.push(child);
          continue;
        }
        let last = 0;
        for (const match of child.value.matchAll(markerPattern)) {
          const number = Number(match[1]);
          if (!numbers.has(number)) continue;
          if (match.index > last)
            children.push({ type: "text", value: child.value.slice(last, match.index) });
          children.push({
            type: "text",
            value: String(number),
            data: { hName: "cite-marker", hProperties: { number } },
          } as Nodes);
          last = match.index + match[0].length;
        }
        children.push(last === 0 ? child : { type: "text", value: child.value.slice(last) });
      }
      (node as { children: Nodes[] }).children = children.filter(
        (entry) => entry.type !== "text" || entry.value !== "" || entry.data,
      );
    };
    return (tree: Root) => walk(tree);
  };
}

function citationComponents(citations: Citations): Components {
  const Marker = ({ number }: { number?: number | string }) => {
    const value = Number(number);
    return (
      <button
        type="button"
        data-testid="citation-marker"
        aria-label={citations.label(value)}
        title={citations.label(value)}
        onClick={() => citations.onCite(value)}
        className="mx-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded bg-primary/15 px-1 align-baseline text-xs font-semibold text-primary hover:bg-primary hover:text-primary-fg"
      >
        {value}
      </button>
    );
  };
  return { ...components, "cite-marker": Marker } as Components;
}

/** Markdown for model answers: GFM, highlighted code with a copy button, nothing that runs or loads by itself. */
export const Markdown = memo(function Markdown({
  text,
  citations,
}: {
  text: string;
  citations?: Citations;
}) {
  const remarkPlugins = useMemo(
    () =>
      citations
        ? [remarkGfm, remarkHtmlAsText, remarkCitations(citations.numbers)]
        : [remarkGfm, remarkHtmlAsText],
    [citations],
  );
  const shown = useMemo(
    () => (citations ? citationComponents(citations) : components),
    [citations],
  );
  return (
    <div className="chat-markdown">
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        // rehype-highlight registers lowlight's `common` languages by default (~37), which keeps the chunk small.
        rehypePlugins={[[rehypeHighlight, { detect: false }]]}
        urlTransform={defaultUrlTransform}
        components={shown}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
});
