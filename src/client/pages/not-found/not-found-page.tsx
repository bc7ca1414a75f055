import { useNavigate } from "react-router";
import { Button } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";

export function NotFoundPage() {
  const { t, path } = useT();
  const navigate = useNavigate();
  // React Router numbers its history entries; 0 is the first page of this visit, so there is
  // nothing of ours to go back to (a typed or linked address): go home instead.
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(path("/"));
  };
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-3xl font-bold">
        {t({ id: "common.notFound.title", defaultMessage: "Page Not Found" })}
      </h1>
      <p className="text-muted-fg">
        {t({
          id: "common.notFound.text",
          defaultMessage: "The page you are looking for does not exist or has been moved.",
        })}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => navigate(path("/"))}>
          {t({ id: "common.notFound.home", defaultMessage: "Go Home" })}
        </Button>
        <Button variant="outline" onClick={goBack}>
          {t({ id: "common.notFound.back", defaultMessage: "Go Back" })}
        </Button>
      </div>
    </main>
  );
}
