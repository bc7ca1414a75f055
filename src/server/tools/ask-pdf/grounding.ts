import type { Grounding, GroundingRequest } from "@/server/features/chat/chat-tools";
import { documentStore } from "@/server/features/documents/document-store";
import { retrievePassages } from "@/server/features/documents/retrieve-passages";
import type { CitedSource } from "@/shared/documents";
import type { ToolDeps } from "../panel-tool";
import { noDocumentsPrompt, notReadyPrompt, sourcesPrompt } from "./source-prompts";
import { standaloneQuestion } from "./standalone-question";

/** Passages given to the model for one question. */
export const passagesPerQuestion = 6;

/** How long restating a follow-up may take before the fallback is searched instead. */
const restateTimeoutMs = 15_000;

/**
 * Ask My PDF's grounding: the conversation's documents are searched for the question (a
 * follow-up restated with the conversation first), and the passages found become the numbered
 * sources of the prompt. No documents, none ready, or no passage found: the prompt says so, and
 * tells the model to say it rather than answer from elsewhere.
 */
export function askPdfGrounding({ db, documentSearch }: ToolDeps) {
  return async (request: GroundingRequest): Promise<Grounding> => {
    const { userId, conversationId } = request;
    if (!userId || !conversationId) return { system: noDocumentsPrompt, sources: [] };
    const documents = await documentStore(db, userId).inConversation(conversationId);
    if (documents.length === 0) return { system: noDocumentsPrompt, sources: [] };
    const summaries = documents.map((document) => ({
      name: document.conversationName,
      status: document.status,
      note: document.note,
    }));
    const searched = summaries.filter((document) => document.status === "ready");
    if (searched.length === 0) return { system: notReadyPrompt(summaries), sources: [] };

    const query = await standaloneQuestion({
      question: request.question,
      history: request.history,
      languageModel: request.languageModel,
      signal: request.signal,
      timeoutMs: restateTimeoutMs,
    });
    const passages = await retrievePassages(
      { db, embedder: await documentSearch.embedder() },
      { userId, conversationId, query, limit: passagesPerQuestion, signal: request.signal },
    );
    const sources: CitedSource[] = passages.map((passage, index) => ({
      number: index + 1,
      documentId: passage.documentId,
      name: passage.name,
      unit: passage.unit,
      page: passage.page,
      start: passage.start,
      end: passage.end,
      text: passage.text,
    }));
    const unsearched = summaries.filter((document) => document.status !== "ready");
    return { system: sourcesPrompt(sources, searched, unsearched), sources };
  };
}
