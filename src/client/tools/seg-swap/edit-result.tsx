import { DownloadLink, ResultFigure } from "@/client/components/panel/job-results";
import { useT } from "@/client/i18n/use-t";
import type { ImageEditResult } from "@/shared/tools/seg-swap";
import { actionNames } from "./action-names";

/** The image before the edit (when there was one) and after it, and the download. */
export function EditResult({ edit }: { edit: ImageEditResult }) {
  const { t } = useT();
  return (
    <>
      <div className={`grid gap-3 ${edit.originalImageUrl ? "sm:grid-cols-2" : ""}`}>
        {edit.originalImageUrl ? (
          <ResultFigure
            src={edit.originalImageUrl}
            alt={t({ id: "segSwap.beforeAlt", defaultMessage: "Before the edit" })}
            caption={t({ id: "segSwap.before", defaultMessage: "Before" })}
          />
        ) : null}
        <ResultFigure
          src={edit.editedImageUrl}
          alt={t(
            { id: "segSwap.afterAlt", defaultMessage: "After: {action}, {description}" },
            { action: t(actionNames[edit.action]), description: edit.description },
          )}
          caption={t({ id: "segSwap.after", defaultMessage: "After" })}
        />
      </div>
      <DownloadLink url={edit.editedImageUrl} primary>
        {t({ id: "segSwap.download", defaultMessage: "Download Edited Image" })}
      </DownloadLink>
    </>
  );
}
