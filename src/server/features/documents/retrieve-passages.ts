import { sql } from "drizzle-orm";
import type { Embedder } from "@/server/engines/providers/embedding-models";
import type { Db } from "@/server/platform/db/client";
import type { PageUnit } from "@/shared/documents";
import { realArrayLiteral, rowsOf, unitVector } from "./document-search";

/** A passage found for a question, with where it is (document, page, offsets in the page). */
export type Passage = {
  chunkId: number;
  documentId: string;
  /** The document's name in this conversation. */
  name: string;
  unit: PageUnit;
  page: number;
  start: number;
  end: number;
  text: string;
};

export type RetrievalDeps = {
  db: Db;
  embedder: Embedder | null;
};

export type PassageQuery = {
  userId: string;
  conversationId: string;
  query: string;
  /** Passages to answer with. */
  limit: number;
  signal?: AbortSignal;
};

/** Candidates each search contributes before fusion. */
const candidates = 30;
/** Reciprocal rank fusion's constant: the usual 60 keeps one list's top from drowning the other. */
const fusionK = 60;

type PassageRow = Omit<Passage, "chunkId"> & { chunkId: string | number };

const passageColumns = sql`c.id as "chunkId", c.document_id as "documentId", cd.name as name,
  d.unit as unit, c.page as page, c.start as start, c."end" as "end", c.text as text`;

/** The chunks of the owner's documents in the conversation that are ready to be searched. */
const scope = (query: PassageQuery) => sql`
  from document_chunk c
  join document d on d.id = c.document_id
  join conversation_document cd on cd.document_id = d.id
  where cd.conversation_id = ${query.conversationId} and cd.user_id = ${query.userId}
    and d.user_id = ${query.userId} and d.status = 'ready'`;

const asPassage = (row: PassageRow): Passage => ({ ...row, chunkId: Number(row.chunkId) });

/** BM25's constants: how much a chunk's length discounts it, and the term-frequency cap. */
const bm25 = { k1: sql.raw("1.2::float8"), b: sql.raw("0.75::float8") };

/**
 * Full-text search ranked by BM25: chunks with any of the question's words (stemmed, stop
 * words dropped), each word weighted by how rare it is among the conversation's chunks, so
 * "Gunpowder" counts for more than "horse". PostgreSQL's ts_rank knows nothing of rarity: with
 * it the right page was in the top 5 for 58% of the corpus questions (tests/fixtures/ask-pdf).
 * A word counts once per chunk (chunks are about 150 words, where repeats say little), so no
 * chunk's search vector is unpacked to rank it; each word's chunks come from the GIN index or,
 * when the word is common, from testing the conversation's chunks, as the planner finds cheaper.
 */
async function fullTextSearch(db: Db, query: PassageQuery): Promise<Passage[]> {
  // Each step is materialised: inlined, the planner counted every word's chunks once per match.
  const rows = rowsOf<PassageRow>(
    await db.execute(sql`
      with words as materialized (
        select distinct lexeme, quote_literal(lexeme)::tsquery as term
        from unnest(to_tsvector('english', ${query.query}))
      ),
      documents as materialized (
        select cd.document_id, cd.name, d.unit
        from conversation_document cd join document d on d.id = cd.document_id
        where cd.conversation_id = ${query.conversationId} and cd.user_id = ${query.userId}
          and d.user_id = ${query.userId} and d.status = 'ready'
      ),
      corpus as materialized (
        select count(*)::float8 as chunks, greatest(avg(c.words)::float8, 1) as size
        from document_chunk c where c.document_id in (select document_id from documents)
      ),
      postings as materialized (
        select w.lexeme, hit.id, hit.words
        from words w
        cross join lateral (
          select c.id, c.words from document_chunk c
          where c.search @@ w.term
            and c.document_id = any (array(select document_id from documents))
        ) hit
      ),
      rarity as (
        select p.lexeme, ln(1 + (corpus.chunks - count(*) + 0.5) / (count(*) + 0.5)) as idf
        from postings p cross join corpus
        group by p.lexeme, corpus.chunks
      ),
      ranked as (
        select p.id,
          sum(r.idf * (${bm25.k1} + 1) / (1 + ${bm25.k1} * (1 - ${bm25.b} + ${bm25.b} * p.words / corpus.size))) as score
        from postings p join rarity r using (lexeme) cross join corpus
        group by p.id
        order by score desc, p.id
        limit ${candidates}
      )
      select c.id as "chunkId", c.document_id as "documentId", documents.name as name,
        documents.unit as unit, c.page as page, c.start as start, c."end" as "end", c.text as text
      from ranked
      join document_chunk c on c.id = ranked.id
      join documents on documents.document_id = c.document_id
      order by ranked.score desc, c.id`),
  );
  return rows.map(asPassage);
}

/**
 * Nearest chunks to the question's vector, among documents embedded with the same model: an
 * exact scan of the conversation's chunks, each vector of unit length, so the dot product
 * (summed over both arrays unnested side by side) is the cosine similarity.
 */
async function vectorSearch(db: Db, embedder: Embedder, query: PassageQuery): Promise<Passage[]> {
  const [embedding] = await embedder.embed([query.query], query.signal);
  const target = unitVector(embedding ?? []);
  if (target.length === 0) return [];
  const rows = rowsOf<PassageRow>(
    await db.execute(sql`
      select ${passageColumns}
      ${scope(query)} and d.embedding_model = ${embedder.id}
        and cardinality(c.embedding) = ${target.length}
      order by (select sum(e * q) from unnest(c.embedding, ${realArrayLiteral(target)}::real[]) as t(e, q)) desc,
        c.id
      limit ${candidates}`),
  );
  return rows.map(asPassage);
}

/** Reciprocal rank fusion: each list gives a passage 1 / (60 + its rank); the sums decide. */
export function fuseByRank(lists: readonly Passage[][], limit: number): Passage[] {
  const scores = new Map<number, { passage: Passage; score: number }>();
  for (const list of lists) {
    list.forEach((passage, index) => {
      const entry = scores.get(passage.chunkId) ?? { passage, score: 0 };
      entry.score += 1 / (fusionK + index + 1);
      scores.set(passage.chunkId, entry);
    });
  }
  return [...scores.values()]
    .sort((a, b) => b.score - a.score || a.passage.chunkId - b.passage.chunkId)
    .slice(0, limit)
    .map((entry) => entry.passage);
}

/**
 * At most two passages of one page, so a page that repeats the question's words cannot push
 * every other page out of the answer's sources.
 */
export function spreadOverPages(passages: readonly Passage[], limit: number): Passage[] {
  const perPage = new Map<string, number>();
  const chosen: Passage[] = [];
  for (const passage of passages) {
    const key = `${passage.documentId}:${passage.page}`;
    const count = perPage.get(key) ?? 0;
    if (count >= 2) continue;
    perPage.set(key, count + 1);
    chosen.push(passage);
    if (chosen.length === limit) break;
  }
  return chosen;
}

/**
 * The passages of the conversation's documents that best match the question: full-text search,
 * and where vector search is on, the nearest vectors too, fused by rank. A failing embedding
 * provider leaves full-text search's answer.
 */
export async function retrievePassages(
  deps: RetrievalDeps,
  query: PassageQuery,
): Promise<Passage[]> {
  const { db, embedder } = deps;
  const fullText = fullTextSearch(db, query);
  if (!embedder) return spreadOverPages(await fullText, query.limit);
  const nearest = vectorSearch(db, embedder, query).catch(() => []);
  return spreadOverPages(fuseByRank([await fullText, await nearest], candidates), query.limit);
}
