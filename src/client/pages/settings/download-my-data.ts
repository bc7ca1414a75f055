import { ApiError, api, readJson } from "@/client/lib/api";
import { saveFile } from "@/client/lib/save-file";

/** GET /api/account/export, saved as the file the server names (bismo-data-<date>.json). */
export async function downloadMyData() {
  let response: Response;
  try {
    response = await api.account.export.$get();
  } catch {
    throw new ApiError(0, "network", "Network error: check your connection and try again.");
  }
  if (!response.ok) await readJson(response);
  const blob = await response.blob();
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "bismo-data.json";
  saveFile(fileName, blob);
}
