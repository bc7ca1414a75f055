import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { SelectField } from "@/client/components/ui/field";
import { useT } from "@/client/i18n/use-t";
import type { Descriptor } from "@/shared/i18n/runtime";

/** One section of a page with several (Settings, Admin): `?section=<id>` picks it. */
export type PageSection<Id extends string> = {
  id: Id;
  label: Descriptor;
  description: Descriptor;
  icon: LucideIcon;
};

type Props<Id extends string> = {
  /** The page's name, for the switcher's and the list's labels: "Settings", "Admin". */
  name: string;
  /** A word for the headings' ids, the same in every language ("settings"). */
  idPrefix: string;
  sections: readonly PageSection<Id>[];
  active: PageSection<Id>;
  children: ReactNode;
};

const href = (id: string) => `?section=${id}`;

/**
 * A page's sections: their list on wide screens and a compact switcher on phones (both change
 * `?section=`), beside the active section with its heading and description.
 */
export function SectionedPage<Id extends string>({
  name,
  idPrefix,
  sections,
  active,
  children,
}: Props<Id>) {
  const { t } = useT();
  const navigate = useNavigate();
  const labels = Object.fromEntries(
    sections.map((section) => [section.id, t(section.label)]),
  ) as Record<Id, string>;
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10">
      <div className="md:hidden">
        <SelectField
          label={t({ id: "app.sections.pick", defaultMessage: "Section" })}
          value={active.id}
          options={sections.map((section) => section.id)}
          labels={labels}
          onChange={(id) => navigate(href(id))}
        />
      </div>
      <nav
        aria-label={t(
          { id: "app.sections.nav", defaultMessage: "{page} sections" },
          { page: name },
        )}
        className="hidden md:block"
      >
        <ul className="space-y-1">
          {sections.map(({ id, icon: Icon }) => (
            <li key={id}>
              <Link
                to={href(id)}
                aria-current={id === active.id ? "page" : undefined}
                className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm transition hyphens-auto ${
                  id === active.id
                    ? "bg-primary/10 font-semibold text-primary"
                    : "text-muted-fg hover:bg-muted hover:text-fg"
                }`}
              >
                <Icon className="h-4 w-4 shrink-0" aria-hidden />
                {labels[id]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby={`${idPrefix}-section-title`} className="min-w-0">
        <h2 id={`${idPrefix}-section-title`} className="text-2xl font-semibold hyphens-auto">
          {labels[active.id]}
        </h2>
        <p className="mt-1 text-sm text-muted-fg">{t(active.description)}</p>
        <div className="mt-6 space-y-6">{children}</div>
      </section>
    </div>
  );
}
