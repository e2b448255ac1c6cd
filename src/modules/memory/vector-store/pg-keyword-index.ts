// The keyword index of a pgvector collection: Okapi BM25 computed in SQL from term statistics
// kept beside the vectors. Why BM25 in SQL and not ts_rank over a GIN index: see
// docs/retrieval.md ("Choices").
//
// Two tables per collection table T, both written by statement triggers on T, so they change in
// the transaction of every vector write, whatever statement made it:
//   T_lex  one posting per (record, term): the term's count in the record (tf), the record's
//          length in terms, a ranking weight, and the record's filter columns, so a term's best
//          postings are read in weight order under the same filters as the vectors;
//   T_ldf  per (account, term), how many records hold the term and how often it occurs; the
//          empty term '' counts the account's records and all their terms (N and the average
//          length). Statistics are per account: one tenant's texts never move another's scores.
// Terms are PostgreSQL's 'english' text search lexemes (stemmed, stop words dropped) of the first
// KEYWORD_TEXT_CHARS characters of the text.
//
// A search takes, per query term, its WEIGHTED_POSTINGS_PER_TERM best postings by weight (a
// static BM25 weight with a fixed pivot length, so it can be an index order), keeps the `pool`
// best records of those by that weight, and scores them with exact BM25 (k1 1.2, b 0.75, the
// account's average length); it answers the terms' IDF and that average too, with which the
// dense pool's records are scored alike (denseKeywordCte). A term with fewer postings than that
// is read whole, so the pool is exact for all but very common terms.

import { literal } from '../../../platform/db/sql-literals.js';

const KEYWORD_TEXT_CHARS = 100_000;
const WEIGHTED_POSTINGS_PER_TERM = 250;
const K1 = 1.2;
const B = 0.75;
/** The record length the index-order weight assumes (in terms); exact scores use the real average. */
const PIVOT_LENGTH = 16;
const CONFIG = `'english'`;

export interface KeywordTables {
  postings: string;
  stats: string;
  trigger: string;
}

/** Names stay within PostgreSQL's 63 characters: collection tables are at most 58. */
export function keywordTables(table: string): KeywordTables {
  return { postings: `${table}_lex`, stats: `${table}_ldf`, trigger: `${table}_lexf` };
}

/** BM25's term-frequency part for a record of `length` terms, against an average of `average`. */
function saturation(tf: string, length: string, average: string): string {
  return `(${tf} * ${K1 + 1} / (${tf} + ${K1} * (${1 - B} + ${B} * ${length}::float8 / ${average})))`;
}

/** The lexemes of a text expression, as rows (lexeme, positions, weights). */
function lexemesOf(textExpression: string): string {
  return `unnest(to_tsvector(${CONFIG}, left(${textExpression}, ${KEYWORD_TEXT_CHARS})))`;
}

/**
 * Statements that create the tables, the trigger function and the triggers of collection table
 * `table` (idempotent). The stats changes of one statement are applied in (account, term) order,
 * the account's '' row first, so concurrent writers of an account queue on that row and never
 * deadlock.
 */
export function keywordIndexStatements(table: string): string[] {
  const { postings, stats, trigger } = keywordTables(table);
  const removed = `with removed as (delete from ${postings} p using old_rows o where p.id = o.id returning p.id, p.account_id, p.term, p.tf)
    ${statsChange(stats, 'removed', -1)}`;
  const added = `with added as (
      insert into ${postings} (id, term, account_id, tf, length, weight, category, importance, user_id)
      select id, term, account_id, tf, length, ${saturation('tf', 'length', String(PIVOT_LENGTH))}, category, importance, user_id
      from (select r.id, l.lexeme as term, r.account_id, cardinality(l.positions) as tf,
                   sum(cardinality(l.positions)) over (partition by r.id) as length, r.category, r.importance, r.user_id
            from new_rows r cross join lateral ${lexemesOf('r.text')} l where r.text is not null) terms
      returning id, account_id, term, tf)
    ${statsChange(stats, 'added', 1)}`;
  return [
    `create table if not exists ${postings} (
      id text not null,
      term text not null,
      account_id text not null,
      tf integer not null,
      length integer not null,
      weight real not null,
      category text not null,
      importance real not null,
      user_id text null,
      primary key (id, term)
    )`,
    `create index if not exists ${postings}_rank on ${postings} (account_id, term, weight desc) include (id, category, importance, user_id)`,
    `create table if not exists ${stats} (
      account_id text not null,
      term text not null,
      docs integer not null,
      tokens bigint not null,
      primary key (account_id, term)
    )`,
    // An upsert that inserted fires the UPDATE trigger too, with no rows: it returns at once.
    `create or replace function ${trigger}() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'UPDATE' then
        if not exists (select from new_rows) then return null; end if;
      end if;
      if tg_op <> 'INSERT' then ${removed}; end if;
      if tg_op <> 'DELETE' then ${added}; end if;
      return null;
    end $fn$`,
    `create or replace trigger ${trigger}_insert after insert on ${table} referencing new table as new_rows for each statement execute function ${trigger}()`,
    `create or replace trigger ${trigger}_update after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function ${trigger}()`,
    `create or replace trigger ${trigger}_delete after delete on ${table} referencing old table as old_rows for each statement execute function ${trigger}()`,
  ];
}

/** The stats rows' change for the postings in CTE `source`, signed by `sign`, in key order. */
function statsChange(stats: string, source: string, sign: 1 | -1): string {
  return `insert into ${stats} as s (account_id, term, docs, tokens)
    select account_id, term, sum(docs), sum(tokens) from (
      select account_id, term, ${sign} as docs, ${sign} * tf as tokens from ${source}
      union all
      select account_id, '', ${sign} * count(distinct id), ${sign} * sum(tf) from ${source} group by account_id
    ) change group by account_id, term order by account_id, term
    on conflict (account_id, term) do update set docs = s.docs + excluded.docs, tokens = s.tokens + excluded.tokens`;
}

export interface KeywordSearch {
  /** A SQL literal of the query text. */
  textLiteral: string;
  /** A SQL literal of the account id. */
  accountLiteral: string;
  /** Filter conditions on a postings row aliased `p` (the account's is added here). */
  postingFilters: string[];
  pool: number;
}

/**
 * CTEs `terms`, `totals` and `idf`: the query's terms with the account's statistics. `totals` is
 * empty, and so is everything after it, when the account has no indexed text.
 */
function queryTermCtes(table: string, textLiteral: string, accountLiteral: string): string[] {
  const { stats } = keywordTables(table);
  return [
    `terms as (select distinct lexeme as term from ${lexemesOf(textLiteral)})`,
    `totals as (select docs::float8 as n, tokens::float8 / docs as average from ${stats} where account_id = ${accountLiteral} and term = '' and docs > 0)`,
    `idf as (select d.term, ln(1 + (totals.n - d.docs + 0.5) / (d.docs + 0.5)) as idf
      from terms join ${stats} d on d.account_id = ${accountLiteral} and d.term = terms.term and d.docs > 0 cross join totals)`,
  ];
}

/** What the keyword pool statement answers (one row). */
export interface KeywordPoolRow {
  /** The pool's records with their exact BM25, best first. */
  scores: { id: string; score: number }[];
  /** The query's terms that the account's records hold, with their IDF. */
  idf: { term: string; idf: number }[];
  /** The account's average record length in terms; null when it has no indexed text. */
  average: number | null;
}

/** The statement that answers the keyword pool with exact scores, and the statistics to score other records alike. */
export function keywordPoolStatement(table: string, search: KeywordSearch): string {
  const { postings } = keywordTables(table);
  const { textLiteral, accountLiteral, pool } = search;
  const filters = [`p.account_id = ${accountLiteral}`, 'p.term = idf.term', ...search.postingFilters].join(' and ');
  return `with ${queryTermCtes(table, textLiteral, accountLiteral).join(',\n')},
    keyword_pool as (select c.id from idf cross join lateral (
        select p.id, p.weight from ${postings} p where ${filters} order by p.weight desc limit ${WEIGHTED_POSTINGS_PER_TERM}
      ) c group by c.id order by sum(idf.idf * c.weight) desc, c.id limit ${pool}),
    keyword as (select p.id, sum(idf.idf * ${saturation('p.tf', 'p.length', 'totals.average')}) as score
      from ${postings} p join idf on idf.term = p.term cross join totals
      where p.id in (select id from keyword_pool) and p.account_id = ${accountLiteral} group by p.id)
    select (select coalesce(json_agg(json_build_object('id', id, 'score', score) order by score desc, id), '[]') from keyword) as scores,
           (select coalesce(json_agg(json_build_object('term', term, 'idf', idf)), '[]') from idf) as idf,
           (select average from totals) as average`;
}

/**
 * CTE `dense_keyword`: exact BM25 of the records of CTE `dense_pool`, from the IDF and average
 * the keyword pool statement answered (so both pools are scored by the same statistics).
 */
export function denseKeywordCte(table: string, accountLiteral: string, stats: KeywordPoolRow): string {
  const { postings } = keywordTables(table);
  const given = stats.idf.map((t) => `(${literal(t.term)}, ${literal(Number(t.idf))}::float8)`).join(', ');
  return `dense_keyword as (select p.id, sum(g.idf * ${saturation('p.tf', 'p.length', literal(Number(stats.average)))}) as score
    from ${postings} p join (values ${given}) as g (term, idf) on g.term = p.term
    where p.id in (select id from dense_pool) and p.account_id = ${accountLiteral} group by p.id)`;
}
