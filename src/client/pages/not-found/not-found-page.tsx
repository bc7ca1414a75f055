import { useNavigate } from "react-router";
import { Button } from "@/client/components/ui/button";

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="text-muted-fg">
        The page you are looking for does not exist or has been moved.
      </p>
      <div className="flex gap-3">
        <Button onClick={() => navigate("/")}>Go Home</Button>
        <Button variant="outline" onClick={() => navigate(-1)}>
          Go Back
        </Button>
      </div>
    </main>
  );
}
