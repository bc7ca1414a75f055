import type { FileUIPart } from "ai";
import { useCallback, useState } from "react";
import { uploadFile } from "@/client/api/uploads";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import type { UploadResponse } from "@/shared/chat";
import type { ToolId } from "@/shared/tools/registry";

export type Attachment = {
  key: string;
  name: string;
  size: number;
  state: "uploading" | "ready" | "failed";
  upload?: UploadResponse;
  error?: string;
};

/** True when the file matches the tool's accept list (`image/*` or an extension). */
export function isAccepted(file: File, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  return accept.some((rule) =>
    rule.endsWith("/*") ? file.type.startsWith(rule.slice(0, -1)) : name.endsWith(rule),
  );
}

/** Files picked for the next message: each uploads at once; failures stay visible with their reason. */
export function useAttachments(toolId: ToolId, accept: readonly string[]) {
  const { t } = useT();
  const [attachments, setAttachments] = useState<Attachment[]>([]);

  const update = (key: string, change: Partial<Attachment>) =>
    setAttachments((list) =>
      list.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const add = (files: File[]) => {
    for (const file of files) {
      const key = crypto.randomUUID();
      if (!isAccepted(file, accept)) {
        toast({
          title: t({ id: "workbench.upload.wrongType", defaultMessage: "Invalid file type" }),
          description: t(
            {
              id: "workbench.attach.notAccepted",
              defaultMessage: "{name} is not accepted here. Allowed: {allowed}.",
            },
            { name: file.name, allowed: accept.join(", ") },
          ),
          variant: "destructive",
        });
        continue;
      }
      setAttachments((list) => [
        ...list,
        { key, name: file.name, size: file.size, state: "uploading" },
      ]);
      uploadFile(file, toolId).then(
        (upload) => update(key, { state: "ready", upload }),
        (error: Error) => {
          update(key, { state: "failed", error: error.message });
          toast({
            title: t({ id: "workbench.upload.failed", defaultMessage: "Upload failed" }),
            description: `${file.name}: ${error.message}`,
            variant: "destructive",
          });
        },
      );
    }
  };

  const remove = (key: string) => setAttachments((list) => list.filter((item) => item.key !== key));
  const clear = useCallback(() => setAttachments([]), []);

  const fileParts: FileUIPart[] = attachments.flatMap((item) =>
    item.state === "ready" && item.upload
      ? [
          {
            type: "file",
            mediaType: item.upload.mediaType,
            filename: item.upload.name,
            url: item.upload.url,
          },
        ]
      : [],
  );

  return {
    attachments,
    add,
    remove,
    clear,
    fileParts,
    uploading: attachments.some((item) => item.state === "uploading"),
  };
}
