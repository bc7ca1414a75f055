import { Search } from "lucide-react";
import { useState } from "react";
import { useAdminUsers } from "@/client/api/admin-users";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { useCurrentUser } from "@/client/lib/current-user";
import { PagedList } from "./admin-parts";
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
      <PagedList
        query={users}
        items={(data) => data.users}
        renderItem={(account) => (
          <UserRow key={account.id} account={account} isSelf={account.id === me?.id} />
        )}
        summary={({ total }) => (
          <p className="text-sm text-muted-fg" aria-live="polite">
            {search
              ? `${total} ${total === 1 ? "account matches" : "accounts match"} "${search}".`
              : `${total} ${total === 1 ? "account" : "accounts"}, newest first. Guests are not listed.`}
          </p>
        )}
        label="Accounts"
        loading="Loading accounts..."
        empty={search ? `No account matches "${search}".` : "No accounts yet."}
        what="accounts"
        onPage={setOffset}
      />
    </>
  );
}
