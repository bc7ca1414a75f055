import { useT } from "@/client/i18n/use-t";

export function FullScreenLoading() {
  const { t } = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh items-center justify-center gap-3 text-muted-fg"
    >
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-primary border-t-transparent"
        aria-hidden
      />
      {t({ id: "common.loading", defaultMessage: "Loading..." })}
    </div>
  );
}
