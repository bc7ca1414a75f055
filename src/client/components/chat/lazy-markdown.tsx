import { lazy, Suspense } from "react";
import type { Citations } from "./markdown";

const loadMarkdown = () => import("./markdown");
const Markdown = lazy(async () => ({ default: (await loadMarkdown()).Markdown }));

/** Starts fetching the Markdown renderer (react-markdown + highlight.js) before the first answer needs it. */
export function preloadMarkdown() {
  void loadMarkdown();
}

/** Markdown in its own chunk; until it arrives the text shows as plain (escaped) text. */
export function LazyMarkdown({ text, citations }: { text: string; citations?: Citations }) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap">{text}</p>}>
      <Markdown text={text} citations={citations} />
    </Suspense>
  );
}
