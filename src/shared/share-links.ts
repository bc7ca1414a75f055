/** A public link to one of the owner's files (`POST /api/files/:id/share`); null when not shared. */
export type ShareLinkView = { url: string; createdAt: string };
export type ShareLinkState = { link: ShareLinkView | null };
