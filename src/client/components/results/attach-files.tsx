import { Paperclip } from "lucide-react";
import { useRef } from "react";
import { AttachmentChips } from "@/client/components/chat/attachment-chips";
import type { useAttachments } from "@/client/components/chat/use-attachments";
import { Button } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";

type Props = {
  files: ReturnType<typeof useAttachments>;
  accept: readonly string[];
  /** The button's text; "Attach files" by default. */
  label?: string;
};

/** 'Attach files' for a workspace form: uploads each file as it is picked and lists them. */
export function AttachFiles({ files, accept, label }: Props) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-2">
      <input
        ref={input}
        type="file"
        multiple
        accept={accept.join(",")}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          files.add(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />
      <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
        <Paperclip className="h-4 w-4" aria-hidden />{" "}
        {label ?? t({ id: "workbench.attach.files", defaultMessage: "Attach files" })}
      </Button>
      <span className="ms-2 text-xs text-muted-fg">{accept.join(", ")}</span>
      <AttachmentChips attachments={files.attachments} onRemove={files.remove} />
    </div>
  );
}
