import { Sparkles } from "lucide-react";
import { Link } from "react-router";

export function BrandLink({ to = "/" }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 text-lg font-bold" aria-label="Bismo home">
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-primary-fg">
        <Sparkles className="h-4 w-4" aria-hidden />
      </span>
      Bismo
    </Link>
  );
}
