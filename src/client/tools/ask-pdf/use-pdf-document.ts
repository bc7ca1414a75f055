import { useEffect, useState } from "react";
import { ApiError, api, readFile } from "@/client/api/http";
import type { PdfDocument } from "./pdf-document";

/** Why a PDF could not be opened: the server's refusal (in its words), or what went wrong here. */
export type OpenFailure =
  | { kind: "refused"; message: string }
  | { kind: "network" | "renderer" | "protected" | "notPdf" | "browser" };

export type PdfDocumentState =
  | { status: "loading" }
  | { status: "ready"; pdf: PdfDocument }
  | { status: "failed"; reason: OpenFailure };

/** GET /api/documents/:id/file: the original file, for its owner (the session's cookie). */
async function documentBytes(documentId: string): Promise<Uint8Array> {
  const file = await readFile(api.documents[":id"].file.$get({ param: { id: documentId } }));
  return new Uint8Array(await file.arrayBuffer());
}

/** The renderer's chunk did not arrive (the network, or a deploy replaced it). */
class RendererUnavailable extends Error {}

const renderer = () =>
  import("./pdf-document").catch(() => {
    throw new RendererUnavailable();
  });

/** Why a PDF could not be opened (the viewer words it in the reader's language). */
function openFailure(error: unknown): OpenFailure {
  if (error instanceof ApiError)
    return error.code === "network"
      ? { kind: "network" }
      : { kind: "refused", message: error.message };
  if (error instanceof RendererUnavailable) return { kind: "renderer" };
  if (error instanceof Error && error.name === "PasswordException") return { kind: "protected" };
  if (error instanceof Error && error.name === "InvalidPDFException") return { kind: "notPdf" };
  return { kind: "browser" };
}

/**
 * The document's PDF, opened for drawing: the renderer (pdf.js, loaded now and not before) and
 * the file's bytes are fetched together. Closed again when the viewer closes or changes document.
 */
export function usePdfDocument(documentId: string, enabled: boolean): PdfDocumentState {
  // Each state names its document, so a switch to another one is "loading" from its first render.
  const [state, setState] = useState<{ documentId: string; state: PdfDocumentState } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let opened: PdfDocument | null = null;
    Promise.all([renderer(), documentBytes(documentId)])
      .then(([{ openPdf }, bytes]) => openPdf(bytes))
      .then((pdf) => {
        if (cancelled) return void pdf.destroy();
        opened = pdf;
        setState({ documentId, state: { status: "ready", pdf } });
      })
      .catch((error: unknown) => {
        if (!cancelled) {
          setState({ documentId, state: { status: "failed", reason: openFailure(error) } });
        }
      });
    return () => {
      cancelled = true;
      setState(null);
      void opened?.destroy();
    };
  }, [documentId, enabled]);

  return state?.documentId === documentId ? state.state : { status: "loading" };
}
