import { type ChangeEvent, useState } from "react";
import { useMediaUpload } from "@/client/components/jobs/use-media-upload";
import type { MediaFileView } from "@/shared/jobs";
import type { ChosenMedia } from "./media-upload-field";

/**
 * The one file a panel tool works on (for MediaUploadField): `upload` stores the file the
 * person picks (checked by `accepts`, said in toasts) and chooses it; `choose` picks another
 * (an earlier result) or none.
 */
export function useChosenMedia(options: {
  kind: ChosenMedia["kind"];
  accepts: (file: File) => boolean;
  wrongType: string;
  send: (file: File) => Promise<MediaFileView>;
  doneTitle: string;
}) {
  const [chosen, choose] = useState<ChosenMedia | null>(null);
  const { uploading, uploadChosen } = useMediaUpload(options);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const [stored] = (await uploadChosen(event)) ?? [];
    if (stored) choose({ url: stored.url, name: stored.name, kind: options.kind });
  };
  return { chosen, choose, uploading, upload };
}
