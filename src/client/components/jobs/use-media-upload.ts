import { type ChangeEvent, useState } from "react";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import type { MediaFileView } from "@/shared/jobs";

type Options = {
  /** Whether a chosen file is of a kind the tool takes; checked before anything is sent. */
  accepts: (file: File) => boolean;
  /** What the 'Invalid file type' toast says when one is not. */
  wrongType: string;
  /** Stores one file on the server (the general file route or the tool's own). */
  send: (file: File) => Promise<MediaFileView>;
  /** The toast once the files are stored: the spec's 'Image Uploaded' or 'File uploaded'. */
  doneTitle: string;
};

/**
 * A panel tool's upload: checks the chosen files' type, stores them one after another, says
 * how it went in a toast, and tells the panel while it is under way.
 */
export function useMediaUpload({ accepts, wrongType, send, doneTitle }: Options) {
  const { t } = useT();
  const [uploading, setUploading] = useState(false);

  /** The stored files, or null when none were stored (a toast has said why). */
  const upload = async (files: readonly File[]): Promise<MediaFileView[] | null> => {
    if (files.length === 0) return null;
    if (!files.every(accepts)) {
      toast({
        title: t({ id: "workbench.upload.wrongType", defaultMessage: "Invalid file type" }),
        description: wrongType,
        variant: "destructive",
      });
      return null;
    }
    setUploading(true);
    try {
      const stored: MediaFileView[] = [];
      for (const file of files) stored.push(await send(file));
      const [only] = stored;
      toast({
        title: doneTitle,
        description:
          stored.length === 1 && only
            ? only.name
            : t(
                {
                  id: "workbench.upload.files",
                  defaultMessage: "{count, plural, one {# file} other {# files}}",
                },
                { count: stored.length },
              ),
      });
      return stored;
    } catch (error) {
      toast({
        title: t({ id: "workbench.upload.failed", defaultMessage: "Upload failed" }),
        description: (error as Error).message,
        variant: "destructive",
      });
      return null;
    } finally {
      setUploading(false);
    }
  };

  /** For a file input's change: uploads its files and empties it, so the same file can be chosen again. */
  const uploadChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    return upload(files);
  };

  return { uploading, upload, uploadChosen };
}
