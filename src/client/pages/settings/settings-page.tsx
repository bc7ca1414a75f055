import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

export function SettingsPage() {
  return (
    <main className="mx-auto max-w-4xl p-6">
      <Link
        to="/ai-workbench"
        className="inline-flex items-center gap-1 text-sm text-muted-fg hover:text-fg"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Workbench
      </Link>
      <h1 className="mt-4 text-3xl font-bold">Profile Settings</h1>
    </main>
  );
}
