import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

const titles = {
  impressum: "Impressum",
  privacy: "Datenschutz / Privacy Policy",
  terms: "AGB / Terms of Service",
};

export function LegalPage({ page }: { page: keyof typeof titles }) {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <Link to="/" className="inline-flex items-center gap-1 text-sm text-muted-fg hover:text-fg">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{titles[page]}</h1>
    </main>
  );
}
