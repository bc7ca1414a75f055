import { Search } from "lucide-react";
import { useState } from "react";
import { useAdminUsers } from "@/client/api/admin-users";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { LoadError, Loading } from "@/client/components/ui/section-states";
import { useCurrentUser } from "@/client/lib/current-user";
import { Empty, Pager } from "./admin-parts";
import { UserRow } from "./user-row";

/** Users: accounts found by address or name, each with its plan, role, disable and delete. */
export function UsersSection() {
  const { user: me } = useCurrentUser();
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);
  const users = useAdminUsers(search, offset);
  return (
    <>
      <search>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(typed.trim());
            setOffset(0);
          }}
        >
          <label htmlFor="account-search" className="sr-only">
            Search accounts by e-mail address or name
          </label>
          <Input
            id="account-search"
            type="search"
            placeholder="E-mail address or name"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="outline">
            <Search className="h-4 w-4" aria-hidden />
            Search
          </Button>
        </form>
      </search>
      {users.isPending ? (
        <Loading label="Loading accounts..." />
      ) : users.isError ? (
        <LoadError message={users.error.message} onRetry={() => void users.refetch()} />
      ) : users.data.users.length === 0 ? (
        <Empty>{search ? `No account matches "${search}".` : "No accounts yet."}</Empty>
      ) : (
        <>
          <p className="text-sm text-muted-fg" aria-live="polite">
            {search
              ? `${users.data.total} ${users.data.total === 1 ? "account matches" : "accounts match"} "${search}".`
              : `${users.data.total} ${users.data.total === 1 ? "account" : "accounts"}, newest first. Guests are not listed.`}
          </p>
          <ul
            aria-label="Accounts"
            className="divide-y divide-border rounded-2xl border border-border bg-card"
          >
            {users.data.users.map((account) => (
              <UserRow key={account.id} account={account} isSelf={account.id === me?.id} />
            ))}
          </ul>
          <Pager
            what="accounts"
            offset={users.data.offset}
            limit={users.data.limit}
            total={users.data.total}
            onChange={setOffset}
          />
        </>
      )}
    </>
  );
}
