// The hot requests bench/scale.ts times, as the client sends them. `heavy` is the account with
// 1,010 conversations (one of 2,000 messages), `typical` one like most (10 of 10 messages).
import { longConversationId } from "./scale-seed";

export type Signed = "heavy" | "typical" | "admin";
export type HotRequest = {
  label: string;
  as: Signed;
  /** The path to GET; may ask the app first (a next page's cursor). */
  path: (appUrl: string, cookies: Record<Signed, string>) => string | Promise<string>;
  samples?: number;
};

/** The cursor of the first page at `path`, to time the second. */
async function nextPage(appUrl: string, path: string, cookie: string) {
  const response = await fetch(`${appUrl}${path}`, { headers: { cookie } });
  const body = (await response.json()) as { nextCursor?: string | null };
  if (!body.nextCursor) throw new Error(`${path} has no second page`);
  return `${path}&cursor=${encodeURIComponent(body.nextCursor)}`;
}

export function hotRequests({ typical }: { typical: number; accounts: number }): HotRequest[] {
  const list = "/api/conversations?toolId=smart-chat";
  let second: string | undefined;
  return [
    { label: "history list, heavy account", as: "heavy", path: () => list },
    {
      label: "history list page 2, heavy account",
      as: "heavy",
      path: async (appUrl, cookies) => {
        second ??= await nextPage(appUrl, list, cookies.heavy);
        return second;
      },
    },
    {
      label: "history list, typical account",
      as: "typical",
      path: () => "/api/conversations?toolId=code-assistant",
    },
    { label: "history search 'garden', heavy", as: "heavy", path: () => `${list}&q=garden` },
    {
      label: "history search 'river harbor', heavy",
      as: "heavy",
      path: () => `${list}&q=river%20harbor`,
    },
    {
      label: "history search 'garden', typical",
      as: "typical",
      path: () => "/api/conversations?toolId=code-assistant&q=garden",
    },
    {
      label: "conversation open (10 messages)",
      as: "typical",
      path: () => `/api/conversations/c${typical * 10 + 1}`,
    },
    {
      label: "conversation open (2,000 messages)",
      as: "heavy",
      path: () => `/api/conversations/${longConversationId}`,
      samples: 50,
    },
    { label: "admin user search", as: "admin", path: () => `/api/admin/users?q=person${typical}` },
    { label: "admin user search 'bench'", as: "admin", path: () => "/api/admin/users?q=bench" },
    { label: "admin user list", as: "admin", path: () => "/api/admin/users" },
    { label: "admin usage totals (14 days)", as: "admin", path: () => "/api/admin/usage?days=14" },
    { label: "admin usage totals (90 days)", as: "admin", path: () => "/api/admin/usage?days=90" },
    {
      label: "export (typical account)",
      as: "typical",
      path: () => "/api/account/export",
      samples: 50,
    },
    {
      label: "export (heavy account)",
      as: "heavy",
      path: () => "/api/account/export",
      samples: 20,
    },
  ];
}
