import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { useT } from "@/client/i18n/use-t";

/** The logo and name, linking home (the home page in the page's language unless `to` says). */
export function BrandLink({ to }: { to?: string }) {
  const { t, path } = useT();
  return (
    <Link
      to={to ?? path("/")}
      className="flex items-center gap-2 text-lg font-bold"
      aria-label={t({ id: "common.brand.home", defaultMessage: "Bismo home" })}
    >
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-primary-fg">
        <Sparkles className="h-4 w-4" aria-hidden />
      </span>
      Bismo
    </Link>
  );
}
