import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/server/platform/db/client";
import { clonedVoice } from "@/server/platform/db/schema/media";
import type { ClonedVoice } from "@/shared/tools/voice-clone";

export type ClonedVoiceRow = typeof clonedVoice.$inferSelect;

export const clonedVoiceView = (row: ClonedVoiceRow): ClonedVoice => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});

/** One owner's cloned voices; another owner's ids are not found. */
export function voiceStore(db: Db, userId: string) {
  return {
    list: () =>
      db
        .select()
        .from(clonedVoice)
        .where(eq(clonedVoice.userId, userId))
        .orderBy(desc(clonedVoice.createdAt)),
    async get(id: string) {
      const [row] = await db
        .select()
        .from(clonedVoice)
        .where(and(eq(clonedVoice.id, id), eq(clonedVoice.userId, userId)));
      return row;
    },
    async add(voice: { name: string; provider: string; providerVoiceId: string }) {
      const [row] = await db
        .insert(clonedVoice)
        .values({ userId, ...voice })
        .returning();
      if (!row) throw new Error("cloned voice insert returned no row");
      return row;
    },
    async remove(id: string) {
      await db
        .delete(clonedVoice)
        .where(and(eq(clonedVoice.id, id), eq(clonedVoice.userId, userId)));
    },
  };
}
