import { Search } from "lucide-react";
import { useState } from "react";
import { useAdminUsers } from "@/client/api/admin-users";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { PagedList } from "./admin-parts";
import { UserRow } from "./user-row";

/** Users: accounts found by address or name, each with its plan, role, disable and delete. */
export function UsersSection() {
  const { t } = useT();
  const { user: me } = useCurrentUser();
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  // The cursors of the pages after the first, up to the one shown (keyset pages).
  const [trail, setTrail] = useState<string[]>([]);
  const users = useAdminUsers(search, trail);
  const next = users.data?.nextCursor;
  return (
    <>
      <search>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(typed.trim());
            setTrail([]);
          }}
        >
          <label htmlFor="account-search" className="sr-only">
            {t({
              id: "admin.users.searchLabel",
              defaultMessage: "Search accounts by e-mail address or name",
            })}
          </label>
          <Input
            id="account-search"
            type="search"
            placeholder={t({
              id: "admin.users.searchPlaceholder",
              defaultMessage: "E-mail address or name",
            })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="outline">
            <Search className="h-4 w-4" aria-hidden />
            {t({ id: "admin.users.search", defaultMessage: "Search" })}
          </Button>
        </form>
      </search>
      <PagedList
        query={users}
        items={(data) => data.users}
        renderItem={(account) => (
          <UserRow key={account.id} account={account} isSelf={account.id === me?.id} />
        )}
        summary={({ total }) => (
          <p className="text-sm text-muted-fg" aria-live="polite">
            {search
              ? t(
                  {
                    id: "admin.users.matches",
                    defaultMessage:
                      "{total, plural, one {# account matches} other {# accounts match}} “{search}”.",
                  },
                  { total, search },
                )
              : t(
                  {
                    id: "admin.users.total",
                    defaultMessage:
                      "{total, plural, one {# account} other {# accounts}}, newest first. Guests are not listed.",
                  },
                  { total },
                )}
          </p>
        )}
        label={t({ id: "admin.users.list", defaultMessage: "Accounts" })}
        loading={t({ id: "admin.users.loading", defaultMessage: "Loading accounts..." })}
        empty={
          search
            ? t(
                { id: "admin.users.noMatch", defaultMessage: "No account matches “{search}”." },
                { search },
              )
            : t({ id: "admin.users.none", defaultMessage: "No accounts yet." })
        }
        pages={t({ id: "admin.users.pages", defaultMessage: "Pages of accounts" })}
        onPage={(offset) => {
          if (offset === 0) setTrail([]);
          else if (offset < trail.length * (users.data?.limit ?? 0)) setTrail(trail.slice(0, -1));
          else if (next) setTrail([...trail, next]);
        }}
      />
    </>
  );
}
