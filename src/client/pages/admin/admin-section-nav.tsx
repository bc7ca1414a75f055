import { Link, useNavigate } from "react-router";
import { inputClass } from "@/client/components/ui/input";
import { type AdminSectionId, adminSections } from "./admin-sections";

const href = (id: AdminSectionId) => `?section=${id}`;

/** The section list on wide screens, a compact switcher on phones; both change `?section=`. */
export function AdminSectionNav({ active }: { active: AdminSectionId }) {
  const navigate = useNavigate();
  return (
    <>
      <div className="md:hidden">
        <label htmlFor="admin-section" className="text-sm font-medium">
          Section
        </label>
        <select
          id="admin-section"
          className={`${inputClass} mt-1`}
          value={active}
          onChange={(event) => navigate(href(event.target.value as AdminSectionId))}
        >
          {adminSections.map((section) => (
            <option key={section.id} value={section.id}>
              {section.label}
            </option>
          ))}
        </select>
      </div>
      <nav aria-label="Admin sections" className="hidden md:block">
        <ul className="space-y-1">
          {adminSections.map(({ id, label, icon: Icon }) => (
            <li key={id}>
              <Link
                to={href(id)}
                aria-current={id === active ? "page" : undefined}
                className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm transition ${
                  id === active
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
    </>
  );
}
