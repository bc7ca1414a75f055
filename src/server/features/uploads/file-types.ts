import { getTool, type ToolId } from "@/shared/tools/registry";

const mediaTypes: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".pdf": "application/pdf",
  ".txt": "text/plain",
  ".md": "text/markdown",
  ".csv": "text/csv",
  ".json": "application/json",
  ".js": "text/javascript",
  ".jsx": "text/javascript",
  ".ts": "text/x-typescript",
  ".tsx": "text/x-typescript",
  ".py": "text/x-python",
  ".html": "text/html",
  ".css": "text/css",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  ".ai": "application/postscript",
  ".eps": "application/postscript",
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot === -1 ? "" : fileName.slice(dot).toLowerCase();
}

/** The media type Bismo records for a file, from its extension (the browser's claim is not trusted). */
export function mediaTypeFor(fileName: string): string | undefined {
  return mediaTypes[extensionOf(fileName)];
}

export function isImage(mediaType: string): boolean {
  return mediaType.startsWith("image/");
}

/** Whether a tool's accept list (workbench.md section 5) allows this file. */
export function isAccepted(toolId: ToolId, fileName: string): boolean {
  const accept = getTool(toolId).uploadAccept;
  const mediaType = mediaTypeFor(fileName);
  if (!mediaType) return false;
  return accept.some((entry) =>
    entry === "image/*" ? isImage(mediaType) : entry === extensionOf(fileName),
  );
}
