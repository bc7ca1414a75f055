import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

export function PlansPage() {
  return (
    <main className="mx-auto max-w-5xl p-6">
      <Link
        to="/ai-hub"
        className="inline-flex items-center gap-1 text-sm text-muted-fg hover:text-fg"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to AI Hub
      </Link>
      <h1 className="mt-4 text-3xl font-bold">Payment Plans</h1>
    </main>
  );
}
