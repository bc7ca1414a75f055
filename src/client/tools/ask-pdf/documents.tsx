import { Loader2, Paperclip } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { type DocumentView, documentAccept } from "@/shared/documents";
import { askPdfMessages } from "@/shared/i18n/compiled/askPdf";
import { useAddDocument, useDocuments, useRemoveDocument } from "./api";
import { DocumentItem } from "./document-item";

/** The tool's own words, loaded with the bar (view.tsx). */
export const messageAreas = [askPdfMessages];

type Props = {
  conversationId: string;
  isAuthenticated: boolean;
  /** Called once a document is added, so a new conversation is kept (its id in the address). */
  onAdded: () => void;
};

/**
 * The conversation's documents above the questions: add one or several files (PDF, Word,
 * PowerPoint, text, Markdown), see each one's pages, size and reading progress, remove one.
 * The toast says 'PDF Uploaded' when a document has been read and can be asked about.
 */
export function DocumentsBar({ conversationId, isAuthenticated, onAdded }: Props) {
  const { t } = useT();
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
        toast({
          title: t({ id: "askPdf.uploaded", defaultMessage: "PDF Uploaded" }),
          description: t(
            { id: "askPdf.uploadedText", defaultMessage: "{name} is ready for questions." },
            { name: document.name },
          ),
        });
      }
      statuses.current.set(document.id, document.status);
    }
  }, [documents.data, t]);

  if (!isAuthenticated) {
    return (
      <p className="border-b border-border px-4 py-2 text-sm text-muted-fg">
        {t({
          id: "askPdf.signIn",
          defaultMessage: "Sign in to add documents to a conversation and ask about them.",
        })}
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
            title: t(
              { id: "askPdf.notAdded", defaultMessage: "{name} was not added" },
              { name: file.name },
            ),
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
    <section
      aria-label={t({ id: "askPdf.documents", defaultMessage: "Documents" })}
      className="border-b border-border px-4 py-2"
    >
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-2">
        <div className="flex items-center gap-2">
          <h2 className="text-sm font-medium">
            {t({ id: "askPdf.documents", defaultMessage: "Documents" })}
          </h2>
          <span className="text-xs text-muted-fg">
            {list.length === 0
              ? t({
                  id: "askPdf.formats",
                  defaultMessage: "PDF, Word, PowerPoint, text or Markdown",
                })
              : t(
                  { id: "askPdf.count", defaultMessage: "{count, number} in this chat" },
                  { count: list.length },
                )}
          </span>
          <button
            type="button"
            onClick={() => input.current?.click()}
            className="ml-auto flex items-center gap-1.5 rounded-lg border border-border px-2.5 py-1 text-sm hover:bg-muted"
          >
            <Paperclip className="h-4 w-4" aria-hidden />{" "}
            {t({ id: "askPdf.addFiles", defaultMessage: "Add files" })}
          </button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            aria-label={t({ id: "askPdf.addDocuments", defaultMessage: "Add documents" })}
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
            {t(
              {
                id: "askPdf.loadFailed",
                defaultMessage: "The documents could not be loaded: {reason}",
              },
              { reason: documents.error.message },
            )}
          </p>
        )}
        {(list.length > 0 || uploading.length > 0) && (
          <ul
            className="flex max-h-40 flex-col gap-1 overflow-y-auto"
            aria-label={t({ id: "askPdf.inThisChat", defaultMessage: "Documents in this chat" })}
          >
            {list.map((document) => (
              <DocumentItem
                key={document.id}
                document={document}
                removing={remove.isPending}
                onRemove={() =>
                  remove.mutate(document.id, {
                    onError: (error) =>
                      toast({
                        title: t({ id: "askPdf.notRemoved", defaultMessage: "Not removed" }),
                        description: error.message,
                        variant: "destructive",
                      }),
                  })
                }
              />
            ))}
            {uploading.map((name) => (
              <li
                key={`uploading-${name}`}
                className="flex items-center gap-2 rounded-lg border border-dashed border-border px-2.5 py-1.5 text-sm"
              >
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                <span className="truncate">{name}</span>
                <span className="text-xs text-muted-fg">
                  {t({ id: "askPdf.uploading", defaultMessage: "Uploading..." })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
