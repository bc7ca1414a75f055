import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { SelectField } from "@/client/components/ui/field";

/** One section of a page with several (Settings, Admin): `?section=<id>` picks it. */
export type PageSection<Id extends string> = {
  id: Id;
  label: string;
  description: string;
  icon: LucideIcon;
};

type Props<Id extends string> = {
  /** The page's name, for the switcher's and the list's labels: "Settings", "Admin". */
  name: string;
  sections: readonly PageSection<Id>[];
  active: PageSection<Id>;
  children: ReactNode;
};

const href = (id: string) => `?section=${id}`;
const labelsOf = <Id extends string>(sections: readonly PageSection<Id>[]) =>
  Object.fromEntries(sections.map((section) => [section.id, section.label])) as Record<Id, string>;

/**
 * A page's sections: their list on wide screens and a compact switcher on phones (both change
 * `?section=`), beside the active section with its heading and description.
 */
export function SectionedPage<Id extends string>({ name, sections, active, children }: Props<Id>) {
  const navigate = useNavigate();
  const prefix = name.toLowerCase();
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10">
      <div className="md:hidden">
        <SelectField
          label="Section"
          value={active.id}
          options={sections.map((section) => section.id)}
          labels={labelsOf(sections)}
          onChange={(id) => navigate(href(id))}
        />
      </div>
      <nav aria-label={`${name} sections`} className="hidden md:block">
        <ul className="space-y-1">
          {sections.map(({ id, label, icon: Icon }) => (
            <li key={id}>
              <Link
                to={href(id)}
                aria-current={id === active.id ? "page" : undefined}
                className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm transition ${
                  id === active.id
                    ? "bg-primary/10 font-semibold text-primary"
                    : "text-muted-fg hover:bg-muted hover:text-fg"
                }`}
              >
                <Icon className="h-4 w-4 shrink-0" aria-hidden />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby={`${prefix}-section-title`} className="min-w-0">
        <h2 id={`${prefix}-section-title`} className="text-2xl font-semibold">
          {active.label}
        </h2>
        <p className="mt-1 text-sm text-muted-fg">{active.description}</p>
        <div className="mt-6 space-y-6">{children}</div>
      </section>
    </div>
  );
}
