import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";

export function ErrorFallbackScreen() {
  const { t } = useT();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold">
        {t({ id: "common.error.title", defaultMessage: "Something went wrong" })}
      </h1>
      <p className="text-muted-fg">
        {t({ id: "common.error.text", defaultMessage: "Please refresh the page to continue" })}
      </p>
      <Button onClick={() => window.location.reload()}>
        {t({ id: "common.error.refresh", defaultMessage: "Refresh Page" })}
      </Button>
    </main>
  );
}

/** Catches render failures anywhere below and shows the fallback screen instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // A failed fetch is the network's doing, not a bug worth logging.
    if (!/Failed to fetch|NetworkError|Load failed/i.test(error.message)) {
      console.error(error, info.componentStack);
    }
  }

  override render() {
    return this.state.failed ? <ErrorFallbackScreen /> : this.props.children;
  }
}
