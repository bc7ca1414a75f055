import { useNavigate } from "react-router";
import { Button } from "@/client/components/ui/button";

export function NotFoundPage() {
  const navigate = useNavigate();
  // React Router numbers its history entries; 0 is the first page of this visit, so there is
  // nothing of ours to go back to (a typed or linked address): go home instead.
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate("/");
  };
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="text-muted-fg">
        The page you are looking for does not exist or has been moved.
      </p>
      <div className="flex gap-3">
        <Button onClick={() => navigate("/")}>Go Home</Button>
        <Button variant="outline" onClick={goBack}>
          Go Back
        </Button>
      </div>
    </main>
  );
}
