import { type CitedSource, type DocumentStatus, pageLabel } from "@/shared/documents";

export type DocumentSummary = { name: string; status: DocumentStatus; note: string | null };

const listed = (documents: readonly DocumentSummary[]) =>
  documents.map((document) => `"${document.name}"`).join(", ");

/** The conversation has no documents: the answer asks for one instead of answering. */
export const noDocumentsPrompt =
  "Sources: none. The user has not added any document to this conversation yet. Do not answer the question from general knowledge: tell the user to upload a PDF (or a Word, PowerPoint, text or Markdown file) first, then ask again.";

/** Documents exist, but none can be searched yet (being read) or at all (failed). */
export function notReadyPrompt(documents: readonly DocumentSummary[]): string {
  const reading = documents.filter(
    (document) => document.status === "queued" || document.status === "reading",
  );
  const failed = documents.filter((document) => document.status === "failed");
  const parts = ["Sources: none, because no document of this conversation can be searched."];
  if (reading.length > 0)
    parts.push(
      `Still being read: ${listed(reading)}; tell the user to ask again once it is ready.`,
    );
  for (const document of failed)
    parts.push(`"${document.name}" could not be read: ${document.note ?? "it looks damaged"}`);
  parts.push("Do not answer the question from general knowledge.");
  return parts.join(" ");
}

/** The passages found for the question, numbered as the answer must cite them. */
export function sourcesPrompt(
  sources: readonly CitedSource[],
  searched: readonly DocumentSummary[],
  unsearched: readonly DocumentSummary[],
): string {
  const parts: string[] = [];
  if (sources.length === 0) {
    parts.push(
      `Sources: none. No passage of the user's documents (${listed(searched)}) matches this question. Tell the user that the documents do not contain the answer; do not answer from general knowledge.`,
    );
  } else {
    parts.push(`Sources, from the documents ${listed(searched)}:`);
    for (const source of sources) {
      parts.push(
        `[${source.number}] "${source.name}", ${pageLabel(source.unit, source.page)}:\n"""\n${source.text}\n"""`,
      );
    }
  }
  if (unsearched.length > 0) {
    parts.push(`Not searched (not ready or unreadable): ${listed(unsearched)}.`);
  }
  return parts.join("\n\n");
}
