// The words of each picture that the logo and uniform description searches read (uniform_image_words), and the
// search of them: the one part of the Hub's store that each engine does its own way. SQLite keeps them in an FTS5
// table (tokenizer porter unicode61) ranked by bm25; PostgreSQL in a plain table with a GIN index over their
// tsvector in the configuration uniform_words (accents folded, English stems), ranked by ts_rank by length. Both look
// for whole words, each taken as it is written (never as an operator), after folding case and accents and stemming:
// "Blazers" finds "blazer", "blaz" finds nothing. The two stemmers part on a few endings no picture says ("ties":
// FTS5's Porter keeps it from "tie"); the conformance test lists them.

import { sql, type RawBuilder } from 'kysely'
import { changesOf, rowsOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'

/** One part of a picture's words that has every word (or any, when `every` is false), and how well; lower ranks better. */
export interface WordsFound {
  imageId: number
  /** 0: the whole description with the labels; 1 on: one comma-separated part of the description. */
  part: number
  /** Below zero; the better the words describe the part, the lower. */
  rank: number
}

/**
 * A text as FTS5's tokenizer (unicode61) reads it: runs of letters and numbers, every other character a separator.
 * Both engines keep and search words so, that PostgreSQL's parser reads the words FTS5 reads: given the text as
 * written, it reads a label such as "Cardigan/Jumper" as one file name and "navy-blue" as one word beside its parts.
 */
export const wordsOf = (text: string): string => text.replace(/[^\p{L}\p{N}\p{Co}]+/gu, ' ').trim()

/** Keeps a picture's words: each part under its number (store/uniforms/register.ts says what the parts are). */
export async function addImageWords(store: Store, imageId: number, parts: readonly string[]): Promise<void> {
  if (parts.length === 0) return
  const rows = parts.map((text, part) => sql`(${imageId}, ${part}, ${wordsOf(text)})`)
  await changesOf(store, sql`INSERT INTO uniform_image_words (image_id, part, words) VALUES ${sql.join(rows)}`)
}

/** The parts of pictures' words that hold every one of `words` (or any of them); none for no words. */
export async function partsWithWords(store: Store, words: readonly string[], every: boolean): Promise<WordsFound[]> {
  if (words.length === 0) return []
  return store.engine === 'postgres' ? postgresParts(store, words, every) : sqliteParts(store, words, every)
}

/** An FTS5 query of the words, each quoted so that no word is read as an operator, all of them or any. */
const ftsQuery = (words: readonly string[], every: boolean) =>
  words.map((word) => `"${word.replaceAll('"', '""')}"`).join(every ? ' AND ' : ' OR ')

function sqliteParts(store: Store, words: readonly string[], every: boolean): Promise<WordsFound[]> {
  return rowsOf(
    store,
    sql<WordsFound>`SELECT image_id AS "imageId", part, bm25(uniform_image_words) AS rank FROM uniform_image_words
      WHERE uniform_image_words MATCH ${ftsQuery(words, every)}`,
  )
}

/**
 * phraseto_tsquery takes a word as written, as FTS5's quotes do ("navy blue" as the two words in that order). A word
 * that leaves no lexeme (nothing but punctuation) gives an empty query, which && and || pass over; so that it finds
 * nothing, as on SQLite, a search for every word with one of those finds nothing. ts_rank divided by the part's
 * length (normalization 2) orders parts as bm25 does: a short part that says the words first (for 99.7% of the pairs
 * of parts of the demo register's searches, tests/unit/server/api/store/conformance/uniforms-image-words.test.ts).
 */
function postgresParts(store: Store, words: readonly string[], every: boolean): Promise<WordsFound[]> {
  const query: RawBuilder<unknown> = sql`(${sql.join(
    words.map((word) => sql`phraseto_tsquery('uniform_words', ${wordsOf(word)})`),
    every ? sql` && ` : sql` || `,
  )})`
  const vector = sql`to_tsvector('uniform_words', words)`
  const unfindable = every
    ? sql`AND NOT EXISTS (SELECT 1 FROM unnest(${words.map(wordsOf)}::text[]) AS w (word) WHERE numnode(phraseto_tsquery('uniform_words', w.word)) = 0)`
    : sql``
  return rowsOf(
    store,
    sql<WordsFound>`SELECT image_id AS "imageId", part, -ts_rank(${vector}, ${query}, 2) AS rank FROM uniform_image_words
      WHERE ${vector} @@ ${query} ${unfindable}`,
  )
}
