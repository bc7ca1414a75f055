import { AlertCircle, CheckCircle2, FileText, Loader2, Paperclip, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { formatMegabytes } from "@/client/components/chat/file-size";
import { toast } from "@/client/components/ui/toast";
import { type DocumentView, documentAccept } from "@/shared/documents";
import { useAddDocument, useDocuments, useRemoveDocument } from "./api";

type Props = {
  conversationId: string;
  isAuthenticated: boolean;
  /** Called once a document is added, so a new conversation is kept (its id in the address). */
  onAdded: () => void;
};

function pagesText(document: DocumentView): string {
  if (document.pages === null) return formatMegabytes(document.size);
  const plural = document.pages === 1 ? "" : "s";
  return `${document.pages} ${document.unit}${plural} · ${formatMegabytes(document.size)}`;
}

function Status({ document }: { document: DocumentView }) {
  if (document.status === "ready") {
    return (
      <span className="flex items-center gap-1 text-xs text-muted-fg">
        <CheckCircle2 className="h-3.5 w-3.5 text-primary" aria-hidden /> Ready
      </span>
    );
  }
  if (document.status === "failed") {
    return (
      <span className="flex items-start gap-1 text-xs text-destructive">
        <AlertCircle className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
        {document.note ?? "Could not be read."}
      </span>
    );
  }
  return (
    <span className="flex items-center gap-1 text-xs text-muted-fg">
      <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden />
      {document.stage ?? "Waiting to be read"}
      {document.progress !== null && ` (${Math.round(document.progress)}%)`}
    </span>
  );
}

/**
 * The conversation's documents above the questions: add one or several files (PDF, Word,
 * PowerPoint, text, Markdown), see each one's pages, size and reading progress, remove one.
 * The toast says 'PDF Uploaded' when a document has been read and can be asked about.
 */
export function DocumentsBar({ conversationId, isAuthenticated, onAdded }: Props) {
  const documents = useDocuments(conversationId, isAuthenticated);
  const add = useAddDocument(conversationId);
  const remove = useRemoveDocument(conversationId);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string[]>([]);
  const statuses = useRef(new Map<string, DocumentView["status"]>());

  useEffect(() => {
    for (const document of documents.data ?? []) {
      const before = statuses.current.get(document.id);
      if (before && before !== "ready" && document.status === "ready") {
        toast({ title: "PDF Uploaded", description: `${document.name} is ready for questions.` });
      }
      statuses.current.set(document.id, document.status);
    }
  }, [documents.data]);

  if (!isAuthenticated) {
    return (
      <p className="border-b border-border px-4 py-2 text-sm text-muted-fg">
        Sign in to add documents to a conversation and ask about them.
      </p>
    );
  }

  const upload = async (files: File[]) => {
    setUploading((names) => [...names, ...files.map((file) => file.name)]);
    await Promise.all(
      files.map(async (file) => {
        try {
          const added = await add.mutateAsync(file);
          statuses.current.set(added.id, added.status);
          onAdded();
        } catch (error) {
          toast({
            title: `${file.name} was not added`,
            description: error instanceof Error ? error.message : String(error),
            variant: "destructive",
          });
        } finally {
          setUploading((names) => names.filter((name) => name !== file.name));
        }
      }),
    );
  };

  const list = documents.data ?? [];
  return (
    <section aria-label="Documents" className="border-b border-border px-4 py-2">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-2">
        <div className="flex items-center gap-2">
          <h2 className="text-sm font-medium">Documents</h2>
          <span className="text-xs text-muted-fg">
            {list.length === 0
              ? "PDF, Word, PowerPoint, text or Markdown"
              : `${list.length} in this chat`}
          </span>
          <button
            type="button"
            onClick={() => input.current?.click()}
            className="ml-auto flex items-center gap-1.5 rounded-lg border border-border px-2.5 py-1 text-sm hover:bg-muted"
          >
            <Paperclip className="h-4 w-4" aria-hidden /> Add files
          </button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            aria-label="Add documents"
            accept={documentAccept.join(",")}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = "";
              if (files.length > 0) void upload(files);
            }}
          />
        </div>
        {documents.error && (
          <p role="alert" className="text-xs text-destructive">
            The documents could not be loaded: {documents.error.message}
          </p>
        )}
        {(list.length > 0 || uploading.length > 0) && (
          <ul
            className="flex max-h-40 flex-col gap-1 overflow-y-auto"
            aria-label="Documents in this chat"
          >
            {list.map((document) => (
              <li
                key={document.id}
                className="flex items-start gap-2 rounded-lg border border-border px-2.5 py-1.5"
                data-testid="document-item"
              >
                <FileText className="mt-0.5 h-4 w-4 shrink-0 text-muted-fg" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    <a
                      href={document.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="truncate text-sm font-medium hover:underline"
                    >
                      {document.name}
                    </a>
                    <span className="text-xs text-muted-fg">{pagesText(document)}</span>
                  </p>
                  <Status document={document} />
                </div>
                <button
                  type="button"
                  aria-label={`Remove ${document.name}`}
                  title="Remove from this chat"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(document.id, {
                      onError: (error) =>
                        toast({
                          title: "Not removed",
                          description: error.message,
                          variant: "destructive",
                        }),
                    })
                  }
                  className="rounded p-1 text-muted-fg hover:bg-muted hover:text-fg"
                >
                  <X className="h-4 w-4" aria-hidden />
                </button>
              </li>
            ))}
            {uploading.map((name) => (
              <li
                key={`uploading-${name}`}
                className="flex items-center gap-2 rounded-lg border border-dashed border-border px-2.5 py-1.5 text-sm"
              >
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                <span className="truncate">{name}</span>
                <span className="text-xs text-muted-fg">Uploading...</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
