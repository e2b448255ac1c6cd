// DO NOT EDIT. Generated from the contract in spec/ by `npm run generate`.
export interface paths {
    "/v1/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up and receive an API key
         * @description Creates an account on the `free` tier for the e-mail address and returns its API key.
         *     The key is shown only in this response and cannot be retrieved again: store it at once.
         *     Without `vector_db_url` the account stores memories in the hosted overflow storage
         *     (`/v1/overflow/*`); with it, the memory operations (`/v1/store`, `/v1/search`, ...)
         *     write into that vector database. No authentication. Emits no event.
         *
         *     Decision: signup always issues a production key (`pr_live_`).
         *     Decision: e-mail addresses are compared case-insensitively, so a second signup that
         *     differs only in letter case also answers `409 EMAIL_EXISTS`.
         */
        post: operations["createKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Usage of the current period
         * @description Returns the calling account's tier, its usage in the current period against the tier's
         *     limits, and the date the period resets. With `detailed=true` the response adds
         *     `detailed`, the request counts per operation.
         *
         *     Decision: a limit of `null` means unlimited (enterprise tier).
         *     Decision: the period is the calendar month in UTC; `reset_date` is the first instant of
         *     the next month.
         *     Decision: `requests_used` counts the metered calls of the period made with a `pr_live_`
         *     key or a session token obtained from one: intelligence, store, search and embed, where
         *     store and search include their overflow counterparts; `pr_test_` calls are not counted.
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange an API key for a session token
         * @description Exchanges an API key for a short-lived bearer token for dashboard and session-style
         *     clients. The token is accepted in place of the API key (see `ApiKeyAuth`) until
         *     `expires_in` seconds have passed. No authentication header is needed; the key travels
         *     in the body. An unknown, malformed or revoked key answers `401 INVALID_API_KEY`.
         *
         *     Decision: tokens live 3600 seconds; the token is opaque to clients (do not parse it).
         *     Decision: `api_key` is only checked for presence and type by validation, so a string
         *     that is not a well-formed key answers `401 INVALID_API_KEY`, not `422`.
         *     Decision: `user.name` is `null` when no name was given at signup.
         *     Decision: a session token is bound to the API key it was made from. Once that key is
         *     revoked or rotated (rotation revokes the old key and issues a new one; both are operator
         *     commands, `npm run admin -- revoke-key` and `rotate-key`), the token is refused with
         *     `401 UNAUTHORIZED` on the main surface and `401 INVALID_API_KEY` on the generic surface,
         *     with a message that says to sign in again, even before `expires_in` has passed.
         *     Decision: a revocation or rotation reaches every instance within `AUTH_CACHE_TTL_MS`
         *     (1 second by default), the time an instance reuses a resolved caller; the operator
         *     command waits that long before it reports the change done, so it applies to every
         *     request made after the command returns.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intelligence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Embed, classify, deduplicate and compress one text
         * @description Runs the whole pipeline on one text in a single stateless call: embeds it into a
         *     768-dimension vector, classifies it into one of the five memory categories, and
         *     optionally checks it for duplicates (`check_dedup`) and compresses the vector
         *     (`compress`, at `target_bits`). Nothing is stored and no event is emitted. Counts
         *     against the monthly request limit (`403 QUOTA_EXCEEDED` when reached).
         *
         *     Decision: the duplicate check first looks up the hash of the normalized text (trimmed,
         *     runs of whitespace collapsed to one space, lower-cased, trailing punctuation dropped)
         *     among the account's stored memories, in constant time; a hit gives `is_duplicate`
         *     true and `similarity` 1.0. Otherwise a 64-bit SimHash signature of the text is looked
         *     up through banded signature indexes (also no vector search) to find near-duplicates;
         *     `similarity` is 1 - (Hamming distance / 64) of the closest signature found (0.0 when
         *     none), and `is_duplicate` is true at 0.9 or more. `match_hash` is the `hash_` id of the
         *     matched memory's text, null when there is no duplicate. `POST /v1/store` uses the same
         *     mechanism.
         *     Decision: `compressed_vector` holds the TURBOQUANT codes of the vector, one per
         *     dimension (768 integers, each from 0 to 2^target_bits - 1), as the compression module
         *     produces them; `compression_ratio` is the float32 size divided by the packed size
         *     (codes at target_bits plus a 4-byte norm: 3072 / 388 = 7.92 at 4 bits);
         *     `quality_score` is the cosine similarity between the original and the decoded vector.
         *     Decision: vectors are L2-normalized (unit length).
         *     Decision: `tokens_used` counts the tokens of the text itself as the model's own tokenizer
         *     splits it (without the model's two special tokens), and these count against the monthly
         *     token limit. A text longer than the model's window of 384 tokens is split into
         *     consecutive windows of up to 382 tokens; its vector is the mean of the window vectors
         *     weighted by their token counts, re-normalized. `text` may hold up to 100,000 characters.
         *     Decision: right after a start the embedding model loads in the background; a request
         *     that needs it waits for it (30 seconds at most by default) and is answered
         *     `503 SERVICE_UNAVAILABLE` with `Retry-After` only when the model is still not ready or
         *     failed to load.
         */
        post: operations["runIntelligence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a memory
         * @description Runs the pipeline on `text` (embedding, classification unless `category` is given,
         *     duplicate check) and writes the memory into `collection` of the account's vector
         *     database. A new memory answers `201` with status `stored`; a duplicate stores nothing
         *     and answers with the existing memory's id. Counts against the monthly storage limit
         *     (`403 QUOTA_EXCEEDED` when reached). Emits `MEMORY_STORED` for a new memory, and
         *     `COLLECTION_CREATED` the first time the account uses the collection name.
         *
         *     When `category` is absent the text is classified: preference (likes and patterns),
         *     decision (choices and reasoning), fact (objective information), entity (people,
         *     organizations, places, things), other (the rest).
         *
         *     Decision: when `importance` is absent it is 0.6 for the categories decision and
         *     preference (given or classified) and 0.5 for the others.
         *     Decision: a duplicate answers `200` with status `duplicate`, `duplicate` true and the
         *     existing memory's id; it emits no event and does not count against the storage limit.
         *     Decision: a duplicate is a memory of the same collection found by the mechanism of
         *     `POST /v1/intelligence` (the same normalized-text hash, or a SimHash similarity of 0.9
         *     or more).
         *     Decision: storing into a new collection beyond the tier's collection limit answers
         *     `403 QUOTA_EXCEEDED`.
         *     Decision: an account without `vector_db_url` is served by the instance's built-in
         *     storage for these operations.
         *     Decision: collection names are 1 to 64 letters, digits, '-' and '_', starting with a
         *     letter or digit (the same rule on every memory and overflow operation).
         *     Decision: when the account's vector database does not answer, every memory operation
         *     answers `503 SERVICE_UNAVAILABLE` with `Retry-After` and changes nothing; a collection
         *     that exists there with another dimension or metric than 768 and cosine, or a
         *     `vector_db_url` of an unsupported kind, answers `422 VALIDATION_ERROR` naming both
         *     shapes or the supported kinds.
         */
        post: operations["storeMemory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search memories by meaning
         * @description Returns up to `limit` memories of `collection` whose score is at least `min_score`,
         *     optionally only of one `category` and with importance at least `min_importance`.
         *     Counts against the monthly search limit (`403 QUOTA_EXCEEDED` when reached). Emits
         *     `MEMORY_RECALLED` for each returned memory.
         *
         *     By default the search is hybrid: the store that holds the memories is asked both for the
         *     memories closest in meaning (the cosine of the query's and the memories' embeddings) and
         *     for those sharing the most words with the query (Okapi BM25 over the memories' texts),
         *     under the same filters, and the two signals are fused into one `score` (see
         *     `RetrievalMode`). `retrieval: semantic` ranks by meaning alone, `retrieval: keyword` by
         *     words alone (the query is then not embedded).
         *
         *     Decision: results are ordered by `score` descending; ties by `created_at` descending,
         *     then by `id` ascending.
         *     Decision: `score` is 0.0-1.0, higher is closer, and `min_score` is compared with it:
         *     semantic, the cosine (negative as 0); keyword, the memory's BM25 over the best BM25
         *     among this query's candidates (the best keyword match scores 1; memories sharing no word
         *     are not returned); hybrid, semantic + (1 - semantic) x 0.3 x keyword, so a memory never
         *     scores below its cosine: a `min_score` keeps every memory a semantic search keeps, and
         *     also memories of a lower cosine that share the query's words.
         *     Decision: a collection that does not exist gives an empty `results` array, not an error.
         */
        post: operations["searchMemories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/forget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a memory by id or by query
         * @description Permanently deletes one memory of `collection`: the one with `memory_id`, or, with
         *     `query`, the closest match. Exactly one of `memory_id` and `query` must be given (the
         *     schema cannot express this; neither or both answers `422 VALIDATION_ERROR`). Emits
         *     `MEMORY_FORGOTTEN`.
         *
         *     Decision: with `query`, the best match whose score is at least `min_score`
         *     (default 0.35) is deleted, ranked and scored as `POST /v1/search` does under the same
         *     `retrieval` (default hybrid); when none reaches it the answer is `404 MEMORY_NOT_FOUND`
         *     and nothing is deleted.
         *     Decision: giving both `memory_id` and `query` is refused with `422`, so a delete is
         *     never ambiguous.
         *     Decision: an id that exists in another collection answers `404 MEMORY_NOT_FOUND`.
         */
        post: operations["forgetMemory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/embed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Embed a text into a vector
         * @description Returns the 768-dimension embedding of `text`. Stateless: nothing is stored and no
         *     event is emitted. Counts against the monthly embedding limit (`403 QUOTA_EXCEEDED` when
         *     reached).
         *
         *     Decision: the only model is `service-embed-v1`; vectors are L2-normalized.
         *     Decision: `tokens_used` counts the tokens of the text itself as the model's own tokenizer
         *     splits it (without the model's two special tokens), and these count against the monthly
         *     token limit. A text longer than the model's window of 384 tokens is split into
         *     consecutive windows of up to 382 tokens; its vector is the mean of the window vectors
         *     weighted by their token counts, re-normalized. `text` may hold up to 100,000 characters.
         *     Decision: right after a start the embedding model loads in the background; a request
         *     that needs it waits for it (30 seconds at most by default) and is answered
         *     `503 SERVICE_UNAVAILABLE` with `Retry-After` only when the model is still not ready or
         *     failed to load.
         */
        post: operations["embedText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Statistics of a memory collection
         * @description Returns the number of memories of `collection`, their counts per category, the storage
         *     they use and the creation times of the oldest and newest memory.
         *
         *     Decision: the default collection `agent-memory` always exists (all counts 0 and both
         *     timestamps null before the first store); any other name the account has never stored
         *     into answers `404 COLLECTION_NOT_FOUND`.
         */
        get: operations["getMemoryStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/overflow/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a memory with its vector in overflow storage
         * @description Stores a memory, with a vector the caller computed (768 numbers), in the hosted overflow
         *     storage. The vector is compressed automatically. In the same transaction the memory
         *     gets version 1 and the history event `created` (details: category, importance). Counts
         *     against the tier's overflow limit (`403 QUOTA_EXCEEDED` when reached). Emits
         *     `MEMORY_STORED` and `MEMORY_COMPRESSED`.
         *
         *     Decision: also emits `COLLECTION_CREATED` the first time the account uses the
         *     collection name in overflow storage.
         *     Decision: every overflow vector is stored only in compressed form, TURBOQUANT at the
         *     BALANCED preset (5 bits per coordinate plus a 4-byte norm, measured at 97.9% recall@10
         *     on real sentence embeddings), so `compressed` is true and `compression_ratio` is
         *     3072 / 484 = 6.35.
         *     Decision: overflow store performs no duplicate check.
         */
        post: operations["storeOverflowMemory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/overflow/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search overflow memories by vector
         * @description Returns up to `limit` memories of `collection` whose similarity to `vector` is at least
         *     `min_score`, optionally only of one `category`. Emits `MEMORY_RECALLED` for each
         *     returned memory.
         *
         *     Decision: `score` is the cosine similarity of `vector` and the stored (compressed)
         *     vector; results are ordered by `score` descending, ties by `created_at` descending,
         *     then by `id` ascending.
         *     Decision: `total` is the number of results returned; a collection that does not exist
         *     gives no results.
         */
        post: operations["searchOverflowMemories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/overflow/forget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an overflow memory
         * @description Permanently deletes the memory `memory_id` of `collection`, together with its versions
         *     and history. The id travels in a JSON body. Emits `MEMORY_FORGOTTEN`.
         *
         *     Decision: an id that exists in another collection answers `404 MEMORY_NOT_FOUND`;
         *     after the delete, the memory's history and versions answer `404` too.
         */
        delete: operations["forgetOverflowMemory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/overflow/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Statistics of the overflow storage
         * @description Returns the number of overflow memories, their counts per category, the storage they
         *     use, the bytes saved by compression, and the creation times of the oldest and newest
         *     memory.
         *
         *     Decision: the statistics cover all of the account's overflow collections (the operation
         *     takes no parameters); `storage_bytes` counts the stored (compressed) size and
         *     `compression_savings_bytes` the difference to storing float32 vectors.
         */
        get: operations["getOverflowStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/overflow/memories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Browse overflow memories
         * @description Lists the account's overflow memories page by page, optionally only of one `category`,
         *     at least `min_importance` important, or of one end user (`user_id` in their metadata).
         *     This list keeps the specification's own envelope (`memories`, `page`, `limit`, `total`,
         *     `total_pages`) instead of the shared page envelope.
         *
         *     Decision: `sort=created_at` and `sort=importance` are descending (newest, most
         *     important first), `sort=category` is ascending by category name; ties are broken by
         *     `created_at` descending, then by `id` ascending.
         *     Decision: the list covers all overflow collections and each item carries its
         *     `collection`; a page past the end returns an empty `memories` array.
         */
        get: operations["listOverflowMemories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/overflow/memory/{memory_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an overflow memory
         * @description Returns one overflow memory in its current state. Emits no event.
         *
         *     Decision: memory ids are unique across the account's collections, so this operation
         *     and the history and versions operations take no collection.
         */
        get: operations["getOverflowMemory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/overflow/memory/{memory_id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * History of an overflow memory
         * @description Returns the history events of a memory, oldest first. Every mutation of an overflow
         *     memory appends one event in the same transaction as the change. `details` depends on
         *     `action`: `created` carries category and importance; `importance_updated` carries
         *     previous, new and reason; `decayed` carries previous, new and decay_rate.
         *
         *     Decision: events are listed oldest first; `reason` is `promoted` for promote and
         *     `manual` for update-importance.
         */
        get: operations["getOverflowMemoryHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/overflow/memory/{memory_id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Versions of an overflow memory
         * @description Returns every version of a memory. Every mutation of an overflow memory appends a new
         *     version in the same transaction as the change; earlier versions are kept unchanged.
         *
         *     Decision: versions are listed in ascending order, version 1 (the state as stored) first.
         */
        get: operations["listOverflowMemoryVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/overflow/promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Raise the importance of an overflow memory
         * @description Raises the memory's importance by `boost` (default 0.1); the result is clamped to 1.0.
         *     In the same transaction the change appends a new version and the history event
         *     `importance_updated` (details: previous, new, reason `promoted`). Emits no event.
         *
         *     Decision: every call appends a version and an event, even when the importance was
         *     already 1.0.
         *     Decision: new importance values are rounded to 6 decimal places.
         */
        post: operations["promoteOverflowMemory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/overflow/update-importance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the importance of an overflow memory
         * @description Sets the memory's importance to an exact value from 0.0 to 1.0. In the same
         *     transaction the change appends a new version and the history event
         *     `importance_updated` (details: previous, new, reason `manual`). Emits no event.
         */
        post: operations["updateOverflowMemoryImportance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/overflow/force-decay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decay the importance of an overflow memory
         * @description Lowers the memory's importance: new = previous x (1 - decay_rate), with `decay_rate`
         *     from 0.0 to 1.0 (default 0.1). In the same transaction the change appends a new version
         *     and the history event `decayed` (details: previous, new, decay_rate). Emits
         *     `MEMORY_DECAYED`.
         *
         *     Decision: every force-decay emits `MEMORY_DECAYED`, whatever the resulting importance.
         *     Decision: new importance values are rounded to 6 decimal places.
         */
        post: operations["decayOverflowMemory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compress vectors
         * @description Quantizes the given vectors synchronously and answers the compressed vectors with their
         *     sizes, the achieved ratio and quality metrics measured against the originals. Nothing is
         *     stored. Each call counts its vectors against the monthly compression-vector limit of the
         *     tier (free 10K, builder 500K, scale 10M, enterprise unlimited).
         *
         *     Schema violations of `vectors`, `method`, `quality` and `target_bits` answer the area codes
         *     `400 INVALID_VECTORS`, `INVALID_METHOD`, `INVALID_QUALITY` and `INVALID_TARGET_BITS`; any
         *     other violation (a missing body field of another name, an unknown field) answers
         *     `422 VALIDATION_ERROR`.
         *
         *     Decision: every vector must have the same, non-zero length (any dimension is accepted; the
         *     service's own embeddings have 768); empty, ragged or non-numeric input answers
         *     `400 INVALID_VECTORS`.
         *
         *     Decision: original sizes count 4 bytes (float32) per number; `compressed_vectors` use an
         *     opaque, self-describing encoding that only the service decodes, and `compressed_size_bytes`
         *     is the sum of their decoded lengths.
         *
         *     Decision: the body limit of this operation is 50 MB and a larger body answers
         *     `413 VECTORS_TOO_LARGE` (not `PAYLOAD_TOO_LARGE`); large payloads that should not block a
         *     request go to `POST /v1/compression/jobs` instead.
         *
         *     Decision: `409 COMPRESSION_IN_PROGRESS` answers when the same account is already
         *     compressing an identical request (same vectors, method, quality and target_bits), either
         *     in another `/v1/compress` call or in a PENDING or RUNNING job.
         */
        post: operations["compressVectors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compression/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compression analytics
         * @description Totals over every compression of the account: `/v1/compress` calls, ad hoc jobs and batch
         *     runs.
         *
         *     Decision: the figures cover the whole life of the account (no period); sizes in MB are
         *     decimal megabytes (1 MB = 1,000,000 bytes); `method_breakdown` has one key per method
         *     that has been used at least once (an unused method is absent), and `average_quality` is
         *     the mean cosine similarity between original and compressed vectors.
         */
        get: operations["getCompressionAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compression/comparison": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare compression methods
         * @description Runs every compression method over a sample of vectors and reports ratio, quality and
         *     speed of each, with a recommended method and the reason.
         *
         *     Decision: the sample is up to 1,000 of the account's most recently stored vectors (or,
         *     when the account has none, a built-in sample of 1,000 seeded random unit vectors at
         *     d=768: the distribution of normalised embeddings after a random rotation); each method runs at the
         *     BALANCED preset with 3 target bits; `quality` is the mean cosine similarity between
         *     original and compressed vectors; times are for the whole sample. The recommendation is the
         *     method with the highest ratio whose quality is at least 0.95, or the highest quality when
         *     none reaches it.
         */
        get: operations["getCompressionComparison"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compression/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List compression jobs
         * @description Lists the account's compression jobs (ad hoc jobs and batch runs), optionally filtered by
         *     status.
         *
         *     Decision: newest first (by `created_at`, descending).
         */
        get: operations["listCompressionJobs"];
        put?: never;
        /**
         * Start an ad hoc compression job
         * @description Extension (the specification leaves the creating endpoint of ad hoc jobs open). Takes the
         *     same body as `POST /v1/compress`, answers at once with the new job (status PENDING) and
         *     compresses in the background; poll `GET /v1/compression/jobs/{job_id}` and read the
         *     result from `GET /v1/compression/jobs/{job_id}/result`.
         *
         *     Decision: large payloads that should not block a request go here; the body limit,
         *     validation and error codes are those of `POST /v1/compress` (50 MB, `413
         *     VECTORS_TOO_LARGE`; `400 INVALID_VECTORS`, `INVALID_METHOD`, `INVALID_QUALITY`,
         *     `INVALID_TARGET_BITS`; `409 COMPRESSION_IN_PROGRESS` for an identical request already
         *     compressing), and the vectors count against the monthly compression-vector limit when the
         *     job is accepted.
         *
         *     Decision: a job moves PENDING -> RUNNING when a worker picks it up (`started_at` set),
         *     then RUNNING -> COMPLETED (`ratio`, `quality_metrics`, `completed_at` set) or
         *     RUNNING -> FAILED (`error`, `completed_at` set). Ad hoc job records and their results are
         *     kept 30 days after completion, then deleted.
         */
        post: operations["createCompressionJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compression/jobs/{job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a compression job
         * @description Returns one compression job with its progress. While RUNNING, `vectors_processed` and
         *     `progress_pct` grow and `completed_at` is null; `ratio` and `quality_metrics` are null
         *     until the job is COMPLETED; `error` is null unless the job FAILED.
         */
        get: operations["getCompressionJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compression/jobs/{job_id}/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the result of a compression job
         * @description Extension. Returns the compressed vectors of a COMPLETED job, in the shape of the
         *     `POST /v1/compress` answer. A job that is still PENDING or RUNNING answers
         *     `409 COMPRESSION_IN_PROGRESS`.
         *
         *     Decision: a FAILED job has no result and answers `404 COMPRESSION_JOB_NOT_FOUND` with
         *     `details.status` FAILED; so does a job whose record and result were deleted after their
         *     retention period (30 days for ad hoc jobs, the batch's `retention_days` for batch runs).
         */
        get: operations["getCompressionJobResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compression/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List compression batches
         * @description Lists the account's scheduled compression batches with the time and status of their last
         *     run.
         *
         *     Decision: this list is paginated with `page` and `page_size` and answers the shared page
         *     envelope, a superset of the `{items, total}` of the specification; newest first (by
         *     `created_at`, descending). `last_run_status` is the status of the compression job of the
         *     latest run; `last_run_at` and `last_run_status` are null before the first run.
         */
        get: operations["listCompressionBatches"];
        put?: never;
        /**
         * Schedule a compression batch
         * @description Creates a scheduled batch that compresses stored memory vectors on a cron schedule. The new
         *     batch is enabled and its `next_run_at` is set. Each run creates one compression job
         *     (listed at `GET /v1/compression/jobs`) over the memories of the selected collections that
         *     match `filters`; the run's vectors count against the monthly compression-vector limit, and
         *     a run that reaches it ends FAILED.
         *
         *     Schema violations of `schedule`, `method`, `quality` and `target_bits` answer the area
         *     codes `400 INVALID_SCHEDULE`, `INVALID_METHOD`, `INVALID_QUALITY` and
         *     `INVALID_TARGET_BITS`; other violations answer `422 VALIDATION_ERROR`.
         *
         *     Decision: success is `201 Created`.
         *
         *     Decision: `schedule` is a standard 5-field cron expression (minute hour day-of-month month
         *     day-of-week; lists, ranges and steps allowed) evaluated in UTC.
         *
         *     Decision: `collections` omitted or empty selects every collection of the account; the
         *     batch then shows an empty array. `filters` omitted selects every memory and shows `{}`.
         *
         *     Decision: compression job records and their results produced by the batch are kept
         *     `retention_days` days, then deleted.
         */
        post: operations["createCompressionBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compression/batches/{batch_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a compression batch
         * @description Extension. Returns one scheduled compression batch.
         */
        get: operations["getCompressionBatch"];
        put?: never;
        post?: never;
        /**
         * Delete a compression batch
         * @description Deletes the batch; no further runs start. Running jobs are not affected: a run in progress
         *     completes.
         *
         *     Decision: the compression jobs of past runs stay listed and readable until their
         *     retention period ends.
         */
        delete: operations["deleteCompressionBatch"];
        options?: never;
        head?: never;
        /**
         * Update a compression batch
         * @description Changes the given fields of a batch; omitted fields keep their value. `enabled: false`
         *     pauses the schedule (`next_run_at` becomes null) and `enabled: true` resumes it. A changed
         *     `schedule` recomputes `next_run_at`. A run already in progress is not affected.
         *
         *     The `400` codes are those of `POST /v1/compression/batches`.
         *
         *     Decision: the body must carry at least one field; an empty body answers
         *     `422 VALIDATION_ERROR`.
         */
        patch: operations["updateCompressionBatch"];
        trace?: never;
    };
    "/v1/triggers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List triggers
         * @description Lists the account's triggers, optionally only the enabled or only the disabled ones.
         *
         *     Decision: newest first (by `created_at`, descending); `conditions_count` and
         *     `actions_count` count the top-level entries of `conditions` and `actions`.
         */
        get: operations["listTriggers"];
        put?: never;
        /**
         * Create a trigger
         * @description Creates a trigger: a rule whose `conditions` are evaluated against memory events and whose
         *     `actions` run when they match. The trigger is enabled unless `enabled` is false. See
         *     `TriggerCondition` and `TriggerAction` for the condition and action types and the
         *     message-template variables.
         *
         *     Schema violations inside `conditions` answer `400 INVALID_CONDITIONS` (empty array,
         *     unknown type, missing or wrong parameter, nesting too deep), inside `actions`
         *     `400 INVALID_ACTIONS`, an uncompilable or too large TEXT_REGEX `pattern` `400 INVALID_REGEX`, and
         *     `max_triggers_per_hour` or `max_triggers_per_day` out of range `400 INVALID_RATE_LIMIT`;
         *     any other violation (missing `name`, unknown top-level field) answers
         *     `422 VALIDATION_ERROR`. An account holds at most 50 triggers (`409 TRIGGER_LIMIT_EXCEEDED`).
         *
         *     Decision: success is `201 Created`.
         *
         *     Decision: a trigger is evaluated against every newly stored memory of the account
         *     (`POST /v1/store`, `POST /v1/overflow/store` and the generic `POST /memories`); a memory
         *     matches when every top-level condition matches (an implicit AND_GROUP).
         *
         *     Decision: an execution record is written for every memory that matches: SUCCESS when every
         *     action succeeded, FAILED when at least one failed, RATE_LIMITED (no action runs) when the
         *     trigger's hourly or daily cap is already reached. An execution is also written, FAILED
         *     with no action run, when a TEXT_REGEX match ran out of its time budget and the memory
         *     could otherwise have matched (see `TextRegexCondition`). `triggers_this_hour` and
         *     `triggers_today` count SUCCESS and FAILED executions in the current UTC hour and day.
         */
        post: operations["createTrigger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/triggers/{trigger_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a trigger
         * @description Extension. Returns one trigger with its conditions, actions, caps and counters.
         */
        get: operations["getTrigger"];
        put?: never;
        post?: never;
        /**
         * Delete a trigger
         * @description Deletes the trigger; it no longer runs.
         *
         *     Decision: its execution records and analytics are deleted with it.
         */
        delete: operations["deleteTrigger"];
        options?: never;
        head?: never;
        /**
         * Update a trigger
         * @description Changes the given fields; omitted fields keep their value. `conditions` and `actions`, when
         *     given, replace the existing arrays whole. `description: null` clears the description.
         *     The `400` codes are those of `POST /v1/triggers`.
         *
         *     Decision: the body must carry at least one field; an empty body answers
         *     `422 VALIDATION_ERROR`. Changing the caps does not reset `triggers_this_hour` or
         *     `triggers_today`.
         */
        patch: operations["updateTrigger"];
        trace?: never;
    };
    "/v1/triggers/{trigger_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test a trigger against a memory
         * @description Evaluates the trigger's conditions against a simulated memory and runs its actions in test
         *     mode: each action is validated and its request (webhook call, e-mail, chat message, log
         *     entry) is built with the templates rendered, but nothing is sent or written. An action
         *     reports SUCCESS when its request could be built and FAILED (with `error`) when it could
         *     not. Actions are run in test mode even when the conditions do not match, so that they can
         *     be checked.
         *
         *     Decision: the body is optional; without a body (or without `memory`) a built-in sample
         *     memory is used: content "The team decided to move billing to the new provider in
         *     January.", category decision, importance 0.8, metadata `{"ticket": "BILL-142"}`, user_id
         *     `sample-user`.
         *
         *     Decision: `conditions_detail` lists every condition depth-first (a group before its
         *     members), and test runs work on disabled triggers, are not recorded as executions and do
         *     not count against the caps.
         */
        post: operations["testTrigger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/triggers/{trigger_id}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trigger analytics
         * @description Execution statistics of one trigger over the last 30 days.
         *
         *     Decision: `total_executions` counts every execution record of the period (SUCCESS, FAILED
         *     and RATE_LIMITED); `success_rate_pct` is successful_executions / total_executions x 100
         *     (0 when there are none); `avg_evaluation_time_ms` is over all executions;
         *     `actions_breakdown` has one key per action type of the trigger's current actions;
         *     `hourly_distribution` always has the 24 keys "00" to "23" (UTC hour of `executed_at`).
         *
         *     Decision: the figures of a trigger whose period holds 1,000 executions or more are computed
         *     at most once a minute (per instance): a request within a minute of their computation
         *     answers the same figures. Fewer executions are counted afresh on every request.
         *
         *     Decision: the codes `TRIGGER_RATE_LIMITED` and `ACTION_FAILED` are never answered by an
         *     HTTP operation: a reached cap shows as a RATE_LIMITED execution and a failed external
         *     action as a FAILED execution whose `action_results[].error` describes the failure.
         */
        get: operations["getTriggerAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/triggers/{trigger_id}/executions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List executions of a trigger
         * @description Lists the execution records of one trigger, optionally filtered by status.
         *
         *     Decision: newest first (by `executed_at`, descending); records are kept 30 days.
         *     `conditions_evaluated` and `conditions_matched` count every condition evaluated and
         *     matched, nested ones included; every condition is evaluated (no early stop), so
         *     `conditions_evaluated` is the number of conditions of the trigger.
         *     A RATE_LIMITED execution has empty `action_results`.
         */
        get: operations["listTriggerExecutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit log
         * @description Extension. Lists the entries that `LOG_EVENT` trigger actions wrote to the account's
         *     audit log, newest first, optionally only one level or one trigger's entries.
         *
         *     Decision: an entry is written once per execution and action, even when the action runs
         *     again after a crash; entries are kept as long as the account exists.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description Lists the account's webhooks, newest first, with the time and outcome of each one's
         *     latest delivery. Secrets are never included.
         *
         *     Decision: the list is paginated with `page` and `page_size` and returns the shared
         *     page envelope (a superset of `{items, total}`).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook
         * @description Subscribes an HTTPS endpoint to memory events. The response is the only one that
         *     carries the signing `secret`; store it, it cannot be read again. Each subscribed event
         *     is delivered as an HTTP POST (see the `memoryEvent` callback) signed with HMAC-SHA256.
         *
         *     Rules:
         *
         *     * `url` must be an absolute `https://` URL. Addresses refused by the SSRF guard
         *       (loopback, private, link-local, unique-local and cloud metadata addresses, also when
         *       a host name resolves to one) answer `400 INVALID_URL`.
         *     * `events` must be a non-empty array of distinct `WebhookEventType` values, otherwise
         *       `400 INVALID_EVENTS`. `TEST` cannot be subscribed to; it is sent only by the test
         *       operation.
         *     * `timeout_seconds` outside 1-30 answers `400 INVALID_TIMEOUT`.
         *     * An omitted `secret` is generated (`whsec_` + 32 random bytes in base64url).
         *
         *     Decision: a missing required field (`url`, `events`) answers `422 VALIDATION_ERROR`;
         *     a present but invalid `url`, `events` or `timeout_seconds` answers its `400` code.
         *
         *     Decision: the number of webhooks an account may have is its tier's figure in the
         *     tiers table (free 1, builder 5, scale 25, enterprise unlimited; the per-operation
         *     limits' "default 20" is not used); creating one more answers
         *     `409 WEBHOOK_LIMIT_EXCEEDED`.
         *
         *     Decision: the connectivity check at creation opens a TCP connection to the URL's host
         *     and port and completes a TLS handshake (certificate verified) within `timeout_seconds`;
         *     no HTTP request is sent. A failure answers `422 WEBHOOK_URL_UNREACHABLE`.
         *
         *     Decision: `max_retries` counts the retries after the first attempt, so a delivery makes
         *     at most `max_attempts = max_retries + 1` attempts.
         *
         *     Decision: at most 20 custom `headers`; they cannot override `Content-Type`, the
         *     `X-Service-*` headers or the `webhook-*` headers (such names answer `422
         *     VALIDATION_ERROR`).
         *
         *     Decision: the operations that emit each event (the specification does not say) are
         *     these; the stateless `POST /v1/compress`, `/v1/intelligence` and `/v1/embed` emit none.
         *
         *     | Event | Emitted by |
         *     |---|---|
         *     | `MEMORY_STORED` | `POST /v1/store`, `POST /v1/overflow/store`, `POST /generic/v1/memories` (a new memory is created; not for a duplicate) |
         *     | `MEMORY_RECALLED` | `POST /v1/search`, `POST /v1/overflow/search`, `GET /v1/overflow/memory/{memory_id}`, `POST /generic/v1/search`; one event per memory returned |
         *     | `MEMORY_COMPRESSED` | `POST /v1/overflow/store` (the stored vector is compressed), completion of a compression job (one event per job) |
         *     | `MEMORY_DECAYED` | `POST /v1/overflow/force-decay` (always), the scheduled decay (when the importance falls below its threshold) |
         *     | `MEMORY_FORGOTTEN` | `POST /v1/forget`, `DELETE /v1/overflow/forget`, `DELETE /generic/v1/memories/{memory_id}` |
         *     | `COLLECTION_CREATED` | the first store into a collection name not used before (main or overflow), `POST /generic/v1/collections` |
         *     | `USAGE_THRESHOLD` | a quota crossing 80%, 90% or 100% of its limit, once per threshold and period |
         *
         *     Decision: events that occur while a webhook is disabled are not delivered and not
         *     queued for later.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a webhook of the account.
                 * @example wh_5lT6wY7zA9bC1dE3fG5hI7jK
                 */
                webhook_id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a webhook
         * @description Returns one webhook of the account, without its secret.
         *
         *     Decision: this read operation is an extension of the specification, which lists no
         *     single-webhook read.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Deletes the webhook. Pending deliveries (scheduled retries) are cancelled and no
         *     further events are sent to it.
         *
         *     Decision: its delivery records are deleted with it.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Update a webhook
         * @description Changes only the fields given; `events` and `headers` replace the stored values
         *     whole. Setting `enabled` to false stops new deliveries; scheduled retries of earlier
         *     deliveries still run. The same `400` rules as creation apply to `url`, `events` and
         *     `timeout_seconds`.
         *
         *     Decision: a changed `url` passes the SSRF guard (`400 INVALID_URL`) but no
         *     connectivity check is made on update.
         *
         *     Decision: the secret cannot be changed here (an unknown field such as `secret`
         *     answers `422 VALIDATION_ERROR`); create a new webhook to rotate it. An empty body
         *     changes nothing and returns the webhook.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a webhook of the account.
                 * @example wh_5lT6wY7zA9bC1dE3fG5hI7jK
                 */
                webhook_id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Sends one event of type `TEST` to the webhook URL right away, signed like every
         *     delivery, and answers with the outcome. The request has no body. A `200` answer means
         *     the test was made; `success` says whether the endpoint accepted it.
         *
         *     Decision: the test is sent even when the webhook is disabled, makes a single attempt
         *     (no retries) and is recorded as a delivery with `event_type` `TEST`.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a webhook of the account.
                 * @example wh_5lT6wY7zA9bC1dE3fG5hI7jK
                 */
                webhook_id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get webhook delivery analytics
         * @description Delivery statistics of the webhook over the last 30 days.
         *
         *     Decision: counts are per delivery (one per event), using the status of its latest
         *     attempt; response-time figures cover every attempt that received a response. Test
         *     deliveries are included (under `TEST` in `events_breakdown`). With no deliveries, every
         *     figure is 0.
         *
         *     Decision: the figures of a webhook whose period holds 1,000 deliveries or more are computed
         *     at most once a minute (per instance): a request within a minute of their computation
         *     answers the same figures. Fewer deliveries are counted afresh on every request.
         */
        get: operations["getWebhookAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a webhook of the account.
                 * @example wh_5lT6wY7zA9bC1dE3fG5hI7jK
                 */
                webhook_id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        /**
         * List a webhook's deliveries
         * @description Lists the deliveries of the webhook, newest first, optionally filtered by status and
         *     event type. A delivery appears once its first attempt is made; its record is updated
         *     by each retry (`attempt` increments, `next_retry_at` is set while a retry is scheduled
         *     and null otherwise).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List fleets
         * @description Lists the account's fleets, newest first, with device counts.
         *
         *     Decision: the list is paginated with `page` and `page_size` and returns the shared
         *     page envelope (a superset of `{items, total}`).
         */
        get: operations["listFleets"];
        put?: never;
        /**
         * Create a fleet
         * @description Creates a group of edge devices with a shared sync strategy. `sync_strategy` defaults
         *     to `INTELLIGENT`. `sync_interval_seconds` (10-86400) is used by the `PERIODIC`
         *     strategy: when it is not given it is 300 if the strategy is `PERIODIC` and null
         *     otherwise (as the create response shows).
         *
         *     An unknown `sync_strategy` value answers `400 INVALID_SYNC_STRATEGY`.
         *
         *     Decision: an account may have at most 100 fleets; one more answers
         *     `409 FLEET_LIMIT_EXCEEDED`.
         *
         *     Decision: fleet names need not be unique; `description` is null when not given and
         *     `metadata` is `{}`.
         */
        post: operations["createFleet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleets/{fleet_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a fleet of the account.
                 * @example fleet_4gN5rT7uV9wX1yZ3aB5cD7eF
                 */
                fleet_id: components["parameters"]["FleetIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a fleet
         * @description Returns one fleet of the account.
         *
         *     Decision: this read operation is an extension of the specification, which lists no
         *     single-fleet read.
         */
        get: operations["getFleet"];
        put?: never;
        post?: never;
        /**
         * Delete a fleet
         * @description Deletes the fleet. Its devices remain and become unassigned (`fleet_id` null).
         *
         *     Decision: alerts that referenced the fleet keep their device and get `fleet_id` null.
         */
        delete: operations["deleteFleet"];
        options?: never;
        head?: never;
        /**
         * Update a fleet
         * @description Changes only the fields given; `metadata` replaces the stored object whole. An unknown
         *     `sync_strategy` value answers `400 INVALID_SYNC_STRATEGY`.
         *
         *     Decision: switching to `PERIODIC` while `sync_interval_seconds` is null sets it to 300;
         *     `description` may be set to null to clear it. Member devices that have no strategy of
         *     their own follow the fleet's new strategy.
         */
        patch: operations["updateFleet"];
        trace?: never;
    };
    "/v1/fleets/{fleet_id}/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a fleet of the account.
                 * @example fleet_4gN5rT7uV9wX1yZ3aB5cD7eF
                 */
                fleet_id: components["parameters"]["FleetIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a fleet dashboard
         * @description Current state of the fleet's devices and their sync activity over the last 24 hours.
         *
         *     Decision: `memories_synced_24h` sums the memories moved by sync jobs completed in the
         *     last 24 hours, `sync_errors_24h` counts sync jobs that failed in that time and
         *     `avg_sync_latency_ms` is the mean duration of the completed ones (0 when none).
         *     `total_memory_usage_mb` sums, over devices with a heartbeat, `memory_usage_pct` of the
         *     latest heartbeat times `capabilities.memory_mb`. `devices_by_type` and
         *     `devices_by_status` omit keys whose count is 0. `recent_alerts` holds the 10 newest
         *     ACTIVE alerts of the fleet, newest first.
         */
        get: operations["getFleetDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List devices
         * @description Lists the account's devices, newest first, optionally filtered by fleet, type and
         *     status.
         *
         *     Decision: invalid filter values answer `422 VALIDATION_ERROR` (the area's `400` codes
         *     apply to request bodies); an unknown but well-formed `fleet_id` gives an empty page.
         */
        get: operations["listDevices"];
        put?: never;
        /**
         * Register a device
         * @description Registers an edge device. The device starts `OFFLINE` with `last_heartbeat_at` and
         *     `last_sync_at` null. The response carries `device_token` once; the device sends it as
         *     `Authorization: Bearer <DEVICE_TOKEN>` on heartbeats. It cannot be read again.
         *
         *     An unknown `type` answers `400 INVALID_DEVICE_TYPE`, an unknown `sync_strategy`
         *     `400 INVALID_SYNC_STRATEGY`, an unknown `fleet_id` `404 FLEET_NOT_FOUND`.
         *
         *     Decision: an account may have at most 10000 devices; one more answers
         *     `409 DEVICE_LIMIT_EXCEEDED`.
         *
         *     Decision: when `sync_strategy` is omitted the device takes its fleet's strategy and
         *     interval, or `INTELLIGENT` when it has no fleet; `sync_interval_seconds` follows the
         *     fleet rule (300 for `PERIODIC` when not given, null otherwise).
         *
         *     Decision: `capabilities` types `memory_mb`, `storage_gb`, `has_gpu` and `max_vectors`;
         *     other keys are accepted and returned as given.
         */
        post: operations["registerDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/{device_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a device of the account.
                 * @example dev_6hP7sU9vW1xY3zA5bC7dE9fG
                 */
                device_id: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a device
         * @description Returns one device of the account. The device token is never included.
         */
        get: operations["getDevice"];
        put?: never;
        post?: never;
        /**
         * Delete a device
         * @description Deletes the device and revokes its device token. Memories it already synced to the
         *     cloud are kept.
         *
         *     Decision: the device's sync jobs and alerts are deleted with it; a running sync job is
         *     cancelled.
         */
        delete: operations["deleteDevice"];
        options?: never;
        head?: never;
        /**
         * Update a device
         * @description Changes only the fields given; `metadata` replaces the stored object whole.
         *     `fleet_id` moves the device to another fleet, or unassigns it when null. `status` sets
         *     the status to the value given (for example `MAINTENANCE` during servicing).
         *
         *     An unknown `fleet_id` answers `404 FLEET_NOT_FOUND`, an unknown `sync_strategy`
         *     `400 INVALID_SYNC_STRATEGY`.
         */
        patch: operations["updateDevice"];
        trace?: never;
    };
    "/v1/devices/{device_id}/heartbeat": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a device of the account.
                 * @example dev_6hP7sU9vW1xY3zA5bC7dE9fG
                 */
                device_id: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a device heartbeat
         * @description Sent by the device itself, authenticated with its device token (not an API key),
         *     recommended every 30 seconds. Every body field is optional. The answer tells the device
         *     whether to sync and hands over pending commands.
         *
         *     Decision: a token that is unknown, revoked or issued to another device, and an unknown
         *     `device_id`, all answer `401 INVALID_DEVICE_TOKEN`, so device ids cannot be probed.
         *
         *     Decision: a heartbeat sets `last_heartbeat_at`, stores `memories_count` and
         *     `sync_pending_count` when given, and moves an `OFFLINE` device to `ONLINE` (a device in
         *     `MAINTENANCE` stays there). A device without a heartbeat for a configurable number of
         *     heartbeat intervals (default 3 x 30 seconds) becomes `OFFLINE` and a `DEVICE_OFFLINE`
         *     alert is raised; its next heartbeat resolves that alert.
         *
         *     Decision: a heartbeat with `storage_usage_pct` >= 95 raises `STORAGE_FULL`, with
         *     `battery_pct` <= 15 raises `LOW_BATTERY`, with `custom_metrics.error_rate_pct` (the share
         *     of the device's operations that failed since its previous heartbeat) >= 10 raises
         *     `HIGH_ERROR_RATE` (at most one ACTIVE alert per device and type). A heartbeat that
         *     reports the metric back to normal (storage <= 90, battery >= 20, error rate <= 5)
         *     resolves that alert; a metric not reported changes nothing. Metrics a heartbeat leaves
         *     out keep their last reported values.
         *
         *     Decision: `sync_required` is true when a sync job is waiting for the device, when the
         *     device reports `sync_pending_count` > 0 under `REAL_TIME`, or when the `PERIODIC`
         *     interval has elapsed since `last_sync_at` (the start of the device's latest successful
         *     push or pull to the end of the feed). A sync job requested with
         *     `POST /v1/devices/{device_id}/sync` is handed over as the command `sync` with `args`
         *     {job_id, direction, force, collections}, and `issued_at` the time of the first
         *     heartbeat after the request; every heartbeat answer carries that same command until
         *     the job completes or fails, so an answer lost on the way loses no command. Doing a
         *     command twice is harmless (pushes are idempotent by `local_id`, pulls resume from the
         *     device's cursor).
         *
         *     Decision: the adaptive strategies and the priority (N is `sync_pending_count`; a
         *     battery, network or signal never reported does not hold a sync back, and an unknown
         *     network counts as CELLULAR):
         *
         *     | Strategy | `sync_required` is also true when |
         *     |---|---|
         *     | ON_DEMAND | never (only a waiting job) |
         *     | INTELLIGENT | N >= the larger of two bars. Battery: 100 when `battery_pct` < 20, else 1. Network: 1 on WIFI or ETHERNET; 50 on CELLULAR, or 1 when never synced or 3600 s or more since `last_sync_at`; 100 on SATELLITE. |
         *     | BANDWIDTH_AWARE | N >= the bar of the link: ETHERNET 1; WIFI 1, or 100 below -80 dBm; CELLULAR 100, or 1000 below -110 dBm; SATELLITE 1000. |
         *
         *     `sync_priority` is the first that applies: LOW when no sync is required; CRITICAL when
         *     the waiting job was requested with `force` or N >= 1000; HIGH when a job is waiting or
         *     N >= 100; NORMAL otherwise.
         */
        post: operations["sendHeartbeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/{device_id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a device of the account.
                 * @example dev_6hP7sU9vW1xY3zA5bC7dE9fG
                 */
                device_id: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a device sync
         * @description Starts a sync job between the device and the cloud. The job starts `IN_PROGRESS`;
         *     read it with `GET /v1/devices/{device_id}/sync/{job_id}`. Only one sync job may run per
         *     device (`409 SYNC_IN_PROGRESS`). A device whose status is `OFFLINE` is refused with
         *     `422 DEVICE_OFFLINE`. `force` true makes a full sync instead of an incremental one.
         *
         *     Decision: the answer is `202 Accepted`, since the transfer happens afterwards.
         *     A missing `direction` answers `422 VALIDATION_ERROR`, a value other than push, pull or
         *     both `400 INVALID_SYNC_DIRECTION`. A device in `MAINTENANCE` may be synced.
         *
         *     Decision: the job is handed to the device as a `sync` command on its next heartbeat,
         *     and repeated in every heartbeat answer while it runs. `memories_to_push` is the
         *     device's last reported `sync_pending_count` (0 for pull); `memories_to_pull` counts
         *     cloud memories of the requested collections changed since `last_sync_at`, or all of
         *     them with `force` (0 for push). The job becomes `COMPLETED` at the first heartbeat
         *     after the device has synced since the hand-over (its `last_sync_at`, set by a
         *     successful push or a pull to the end of the feed, is not before the hand-over) that
         *     finds the device's reported `sync_pending_count` at 0 (any backlog for a `pull` job);
         *     a heartbeat reporting 0 without such a sync completes nothing. A device with nothing
         *     to push acknowledges with an empty push. A job not completed within 3600 seconds
         *     becomes `FAILED` and raises a `SYNC_FAILED` alert.
         */
        post: operations["syncDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/{device_id}/sync/{job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a device of the account.
                 * @example dev_6hP7sU9vW1xY3zA5bC7dE9fG
                 */
                device_id: components["parameters"]["DeviceIdPath"];
                /**
                 * @description Id of a sync job of the device.
                 * @example sync_1jR2uW3xY5zA7bC9dE1fG3hI
                 */
                job_id: components["parameters"]["SyncJobIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a sync job
         * @description Returns one sync job of the device.
         *
         *     Decision: this read operation is an extension of the specification. An unknown device
         *     answers `404 DEVICE_NOT_FOUND`; an unknown job, or a job of another device, answers
         *     `404 NOT_FOUND`.
         */
        get: operations["getSyncJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/{device_id}/memories/push": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a device of the account.
                 * @example dev_6hP7sU9vW1xY3zA5bC7dE9fG
                 */
                device_id: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Push memories from a device
         * @description Extension: the device side of the sync protocol, authenticated with the device token.
         *     The device sends memories it created locally, at most 100 per request, each with its
         *     own `local_id`. Each becomes a memory of the account, stored like `POST /v1/store`
         *     (embedded, classified when `category` is absent, deduplicated, written to the account's
         *     vector store, `MEMORY_STORED` for new ones) and counted against the account's quotas.
         *
         *     Decision: a push is idempotent by `local_id`: the service remembers which memory each
         *     `local_id` of the device became, so a batch sent again (after a lost answer) creates
         *     nothing new and answers the same `memory_id` with `status` `existing`. A text that the
         *     collection already holds links the `local_id` to that memory (`duplicate`).
         *
         *     Decision: conflicts resolve by these rules: a `local_id` is written once (first write
         *     wins: pushing it again with another text changes nothing and answers `existing`; to
         *     change a memory the device pushes it under a new `local_id`); and the cloud's forget
         *     wins (a `local_id` whose memory was forgotten in the cloud answers `forgotten` and is not
         *     stored again; the device learns of the forget from `GET .../memories/changes` and drops
         *     its copy).
         *
         *     Decision: the results are in the order of `memories`; an item that cannot be stored
         *     (its collection over the tier's limits, for example) fails the whole request with the
         *     error of that item, and the items before it stay stored (a retry of the batch is safe).
         *
         *     Decision: a successful push sets the device's `last_sync_at` to the time the request
         *     started. `memories` may be empty: such a push stores nothing and only records the sync,
         *     which is how a device with nothing to push acknowledges a `sync` command.
         */
        post: operations["pushDeviceMemories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/{device_id}/memories/changes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a device of the account.
                 * @example dev_6hP7sU9vW1xY3zA5bC7dE9fG
                 */
                device_id: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        /**
         * Pull memory changes for a device
         * @description Extension: the cloud side of the sync protocol, authenticated with the device token.
         *     Answers the changes of the account's memories (stored, forgotten) since `cursor`, in
         *     the order they happened, at most `limit` per page, with the cursor to continue from.
         *
         *     Decision: the cursor is opaque; a device keeps the `next_cursor` of the last page it
         *     applied and sends it with its next pull, so an interrupted pull is repeated from there
         *     (changes are applied by `memory_id`, so applying one twice is harmless). Without a
         *     cursor the pull starts from the beginning (a full sync). Changes the device itself
         *     pushed are included (with their `local_id`), so a device can confirm its own writes.
         *
         *     Decision: `collections` (comma-separated) narrows the pull to those collections; an
         *     invalid cursor answers `422 VALIDATION_ERROR`.
         *
         *     Decision: a pull that reaches the end of the feed (`has_more` false) sets the device's
         *     `last_sync_at` to the time the request started; a page with more to come does not.
         */
        get: operations["pullDeviceChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List alerts
         * @description Lists the account's alerts, newest first, optionally filtered by fleet, device, status
         *     and type.
         *
         *     Decision: the system raises `DEVICE_OFFLINE` when a device sends no heartbeat for a
         *     configurable number of heartbeat intervals (default 3 x 30 seconds), `STORAGE_FULL` when a heartbeat reports `storage_usage_pct` >= 95,
         *     `LOW_BATTERY` when it reports `battery_pct` <= 15, `SYNC_FAILED` when a sync job fails,
         *     and `HIGH_ERROR_RATE` when 3 sync jobs of a device fail within one hour or a heartbeat
         *     reports `custom_metrics.error_rate_pct` >= 10. A device has at most one ACTIVE alert of
         *     each type. `DEVICE_OFFLINE` is resolved automatically by the device's next heartbeat;
         *     `LOW_BATTERY`, `STORAGE_FULL` and `HIGH_ERROR_RATE` by a heartbeat that reports the
         *     metric back to normal (see `sendHeartbeat`); any alert by
         *     `PATCH /v1/alerts/{alert_id}/resolve`. `fleet_id` is the device's fleet when the alert
         *     was raised.
         */
        get: operations["listAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/alerts/{alert_id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of an alert of the account.
                 * @example alert_8iQ9tV1wX3yZ5aB7cD9eF1gH
                 */
                alert_id: components["parameters"]["AlertIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Resolve an alert
         * @description Marks an ACTIVE alert as RESOLVED, sets `resolved_at` and stores the optional
         *     `resolution_note`.
         *
         *     Decision: the body may be omitted (the same as `{}`). Resolving an alert that is
         *     already RESOLVED answers `200` with the alert unchanged.
         */
        patch: operations["resolveAlert"];
        trace?: never;
    };
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service descriptor
         * @description Describes this service instance: name, version, status, uptime, where the documentation
         *     lives, a four-step quick start (create a key, store, search, check usage), the tiers
         *     and support links. No authentication.
         *
         *     Decision: this document is served at `GET /` (the specification describes the
         *     descriptor document but gives no path for it).
         *
         *     Decision: the `tiers` listed are the figures of the specification's tiers table (free
         *     100K tokens and 1K queries, builder 2M and 20K, scale 25M and 250K, enterprise
         *     unlimited); the conflicting descriptor figures are not used.
         */
        get: operations["getServiceDescriptor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness check
         * @description Public liveness check for load balancers and probes. No authentication.
         *     Answers 200 while the service is `healthy` or `degraded`.
         *
         *     Decision: when the service is `unhealthy` it answers `503` with the same `status` and
         *     `timestamp` fields, plus an `error` object (`SERVICE_UNAVAILABLE`) so that the body is
         *     also a valid error envelope.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Interactive documentation (Swagger UI)
         * @description An HTML page with Swagger UI rendering this contract (`/openapi.yaml`). No authentication.
         */
        get: operations["getDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redoc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reference documentation (Redoc)
         * @description An HTML page with Redoc rendering this contract (`/openapi.yaml`). No authentication.
         */
        get: operations["getRedoc"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.yaml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This contract
         * @description The OpenAPI 3.0.3 document that describes both surfaces, as YAML. No authentication.
         *
         *     Decision: the contract is served at `/openapi.yaml` (an extension of the specification,
         *     which names only `/docs` and `/redoc`).
         *     Decision: the body is described as a file, a string holding the document's YAML text,
         *     which clients receive unparsed.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Detailed service health
         * @description Health of the service and of its parts (API, embedding model, vector database), with
         *     the running version, environment and uptime. Requires an API key. The `version` here is
         *     the running service version and may differ from the descriptor's `version`.
         *
         *     Decision: the embedding service answers `degraded` while the embedding model is still
         *     loading; the overall `status` is the worst of the services' statuses.
         */
        get: operations["getServiceHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/monitoring/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operational metrics
         * @description Request volume, response times, error counts, active users, usage totals and the
         *     health and latency of each internal service. Requires an API key.
         *
         *     Decision: the figures cover the whole service instance (all accounts), not only the
         *     caller's account, and any valid API key may read them.
         *
         *     Decision: requests are every answer of the service, with or without an API key and
         *     errors included, except the Prometheus scrape `GET /metrics`; they are counted per minute,
         *     the 24-hour and 7-day windows end now, and `rate_per_minute` is the 24-hour count divided
         *     by 1440.
         *
         *     Decision: response-time percentiles come from a fixed-bucket latency histogram of every
         *     request of the last 24 hours, interpolated within a bucket; `avg_ms` is the exact mean.
         *
         *     Decision: active users are the accounts that made an authenticated request on the last 1,
         *     7 and 30 UTC calendar days, today included.
         *
         *     Decision: `usage` counts main and overflow storage together (GB are 10^9 bytes);
         *     `embeddings_generated_24h` counts the texts the model embedded for callers and
         *     `searches_24h` the successful searches (main, overflow and generic surfaces).
         *
         *     Decision: `service_health` checks each dependency when asked and reports the check's
         *     measured latency: `api` (how long this process takes to turn to a new task; `degraded`
         *     over 500 ms), `database`, `embedding` and `vector_db`.
         *
         *     Decision: the answering instance's own requests are counted at once; those of other
         *     instances sharing the database arrive within their flush interval (`METRICS_FLUSH_INTERVAL_MS`,
         *     default 5 seconds), and the figures survive restarts.
         */
        get: operations["getMonitoringMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/export/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export usage records
         * @description Exports the caller's recorded usage between `start_date` (default 30 days ago) and
         *     `end_date` (default now) as CSV or JSON. The export is produced at once: the response
         *     has status `COMPLETED` and a signed `download_url`, valid 24 hours.
         *     A `start_date` after `end_date` answers `400 INVALID_DATE_RANGE`; a `format` other
         *     than CSV or JSON answers `400 INVALID_FORMAT`.
         *
         *     Decision: a date that is not an ISO 8601 date-time answers `422 VALIDATION_ERROR`.
         *
         *     Decision: the export covers the account's production (`pr_live_`) usage, one row per UTC
         *     day and operation, for the days from the day of `start_date` up to `end_date` (exclusive;
         *     the day of `end_date` counts when `end_date` is after its midnight). CSV has the columns
         *     `day,operation,count`; JSON is `{"environment": "live", "start_date", "end_date",
         *     "usage": [{"day", "operation", "count"}]}`. The file is downloaded like a memory export.
         */
        post: operations["exportUsage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a memory export
         * @description Starts an asynchronous export of the caller's memories in the given `format`, from the
         *     listed `collections` (omit for all), narrowed by `filters`. Vectors are left out unless
         *     `include_vectors` is true; metadata is included unless `include_metadata` is false.
         *     Poll `GET /v1/export/{job_id}`; when the job is `COMPLETED` its `download_url` is set
         *     and valid for 24 hours, after which the job becomes `EXPIRED`.
         *     Only one memory export may run per account at a time (`409 EXPORT_IN_PROGRESS`), and
         *     an export whose estimated size is over 10 GB is refused (`413 EXPORT_TOO_LARGE`).
         *     An unknown `format` answers `400 INVALID_FORMAT`.
         *
         *     Decision: the job is accepted with `202 Accepted` and starts in status `PROCESSING`
         *     with `progress_pct` 0 and `download_url` null.
         *
         *     Decision: a collection id in `collections` that does not exist in the account answers
         *     `404 COLLECTION_NOT_FOUND`.
         *
         *     Decision: an export covers both stores of the account: memories of the memory operations
         *     (the service's records; their vectors are read from the account's vector store) and
         *     overflow memories (their vectors decoded from the stored codes, with history and
         *     versions). Memory operations keep no history or versions, so those lists are empty for
         *     their memories.
         *
         *     Decision: a collection's id is `col_` followed by the first 24 hexadecimal digits of the
         *     SHA-256 of `main:<name>` (a collection of the memory operations) or `overflow:<name>` (an
         *     overflow collection), so a client computes it from the name; NATIVE_JSON files carry it
         *     as `collection_id`.
         *
         *     Decision: the 10 GB limit is checked twice: against an estimate from the selected
         *     memories before the job starts (`413 EXPORT_TOO_LARGE`), and against the bytes written
         *     while it runs (the job then becomes `FAILED`). The limit is a setting of the service
         *     (`EXPORT_MAX_BYTES`).
         *
         *     Decision: the job runs on the service's durable job queue: `progress_pct` is the share of
         *     the selected memories written so far; an export interrupted by a restart starts again
         *     from the beginning, and one that cannot be written in 3 attempts becomes `FAILED`.
         */
        post: operations["createExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/export/{job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a memory export job
         * @description The state of a memory export job: progress while `PROCESSING`; once `COMPLETED`, the
         *     number of memories, file size, `download_url` and `expires_at` (24 hours after
         *     completion); `EXPIRED` after that.
         *
         *     Decision: this operation reports memory export jobs only; a usage export (which is
         *     complete when created) or a job of another account answers `404 EXPORT_NOT_FOUND`.
         *
         *     Decision: a job that fails has status `FAILED`, `error` set to a sentence saying why,
         *     and no download.
         */
        get: operations["getExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/export/{job_id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an export file
         * @description Serves the file of a completed memory export or usage export. The content type follows
         *     the export format: `application/json` for NATIVE_JSON, MEMSTORE_JSON, the
         *     VECTORDB_*_JSON formats and JSON usage exports; `application/x-ndjson` for JSONL;
         *     `text/csv` for CSV. After `expires_at` the download answers `410 EXPORT_EXPIRED`.
         *
         *     Decision: `download_url` is a signed link
         *     `/v1/export/{job_id}/download?expires=<epoch seconds>&signature=<hex HMAC>` that works
         *     without an `Authorization` header; the same path without `expires` and `signature`
         *     works with a valid API key of the job's account. With neither a valid signature nor a
         *     valid key it answers `401 UNAUTHORIZED`.
         *
         *     Decision: `signature` is the hex HMAC-SHA256 of `<job_id>.<expires>` keyed by a server
         *     secret; `expires` and `signature` must be sent together, and a malformed value answers
         *     `422 VALIDATION_ERROR`.
         *
         *     Decision: a job that is not complete yet answers `409 EXPORT_IN_PROGRESS`; a job that
         *     FAILED has no file and answers `404 EXPORT_NOT_FOUND`.
         *
         *     Decision: the body of every format is described as a file (`type: string`, `format:
         *     binary`): its bytes are the export file, whose own structure the export's format names,
         *     so clients receive it unparsed, JSON formats included.
         *
         *     Decision: at `expires_at` (24 hours after completion by default, the setting
         *     `EXPORT_LINK_TTL_SECONDS`) the job becomes `EXPIRED` and its file is deleted; from then on
         *     the download answers `410 EXPORT_EXPIRED`, with the signed link or with an API key.
         *
         *     Decision: an account keeps its newest 10 export files, memory and usage exports together
         *     (the setting `EXPORT_FILES_PER_ACCOUNT`): creating another export first expires the
         *     oldest completed ones past that at once, as above, with `expires_at` set to that moment.
         *     A job that expired or failed is deleted 30 days after it finished, and then answers
         *     `404 EXPORT_NOT_FOUND`.
         */
        get: operations["downloadExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a NATIVE_JSON export
         * @description Imports the memories of a NATIVE_JSON export file (the body) into the caller's account:
         *     the way back of `POST /v1/export` in format NATIVE_JSON, for moving memories between
         *     accounts or services. Every memory keeps its text, category, importance, metadata,
         *     collection, `created_at` and `updated_at`; an overflow memory also keeps its history,
         *     versions and stored vector code. The whole file is checked before anything is counted
         *     or written, so a file with a bad memory changes nothing (`422 VALIDATION_ERROR`). Tier
         *     limits and monthly quotas apply as they do to stores (`403 QUOTA_EXCEEDED`). The body is
         *     held to the service's JSON body limit (`BODY_LIMIT_BYTES`, `413 PAYLOAD_TOO_LARGE` above
         *     it): split larger files.
         *
         *     Decision: an import is all or nothing. The first memory the service cannot take answers
         *     `422 VALIDATION_ERROR` naming it: `details` has the field path (`memories.<index>.<field>`)
         *     with the problem, and `item_index` and `item_id` (the memory's index and id in the file);
         *     a memory that breaks the schema is named by its field path alone. A failure while
         *     writing (a vector store that does not answer: `503 SERVICE_UNAVAILABLE`) takes back the
         *     vectors and records already written. Either way no memory, collection, event or usage
         *     is left of the request.
         *
         *     Decision: an import is metered as the stores it performs, in one count made before
         *     anything is written: one request per memory of the file (under `store`, or
         *     `overflow_store` for an overflow memory; a duplicate counts, as a store of a duplicate
         *     does) and the tokens of each text the service embeds (a memory without `vector` that is
         *     not a duplicate). The tier's memory and collection limits are checked with everything
         *     the file adds. When any of them would be passed the import answers `403 QUOTA_EXCEEDED`
         *     and nothing is counted or written.
         *
         *     Decision: imported memories get new ids (ids are unique across the service); `id_map`
         *     maps each id of the file to its new id. A main-surface memory whose text is already
         *     stored in the same collection is skipped and counted in `duplicates`.
         *
         *     Decision: a main-surface memory without `vector` is embedded again from its text
         *     (charged like a store); an overflow memory needs `vector_code` or `vector` (export with
         *     `include_vectors` true). Imported main-surface memories emit `MEMORY_STORED` like stores;
         *     imported overflow memories emit no events.
         */
        post: operations["importMemories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Billing analytics
         * @description Costs and volumes of the current billing month, optionally broken down by operation
         *     (`include_operations`), and a history of the previous `months_back` months (1 to 12,
         *     default 1; outside that range `400 INVALID_MONTHS_BACK`). Costs are USD amounts. Send
         *     `{}` for the defaults.
         *
         *     Decision: billing analytics need a paid tier (builder, scale or enterprise); a free
         *     account answers `403 BILLING_NOT_AVAILABLE`.
         *
         *     Decision: costs are computed from recorded usage; the tier's fixed monthly price is not
         *     included. `history` lists the `months_back` completed months before the current one,
         *     newest first, and is empty for a new account.
         *
         *     Decision: unit prices are the same on every paid tier: $0.0002 per call of `intelligence`,
         *     `store`, `search`, `embed`, `forget` (by query, which embeds it), `overflow_store` and
         *     `overflow_search`; $0.00001 per vector compressed (`compression`, by `POST /v1/compress`,
         *     compression jobs and batches); $0.50 per GB-month stored (10^9 bytes of memories, main and
         *     overflow). Amounts are exact to the micro-dollar.
         *
         *     Decision: usage is recorded per account, UTC day, key environment and operation; only
         *     production keys' usage is billed, test keys' usage is recorded apart.
         *
         *     Decision: `memories_stored` counts the month's `store` and `overflow_store` calls,
         *     `searches_performed` its `search` and `overflow_search` calls and `embeddings_generated`
         *     its `embed` calls; `operations` lists every operation above in that order, zero counts
         *     included, then `storage`.
         *
         *     Decision: storage is priced in the current month only, as a whole GB-month of the bytes
         *     stored now; the months of `history` show the cost of their operations. Months before the
         *     account was created are not listed.
         */
        post: operations["getBillingAnalytics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/generic/v1/memories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a memory (generic surface)
         * @description Stores `content` with optional `metadata` (category, importance, tags and any other
         *     keys) for an optional `user_id`. The content is embedded; when `metadata.category` is
         *     absent the service classifies it. Emits the generic webhook event `memory.created`.
         *
         *     Decision: generic memories live in the account's default collection `agent-memory`,
         *     the one `POST /v1/store`, `/v1/search` and `/v1/forget` use without `collection`: both
         *     surfaces see, change and delete the same memories there (a memory stored on the main
         *     surface has `user_id` null here); memories of other main-surface collections are not on
         *     this surface.
         *
         *     Decision: `metadata.category` and `metadata.importance` are kept as the memory's
         *     category and importance (without a category the content is classified; without an
         *     importance it is 0.6 for decisions and preferences, 0.5 otherwise); every other key,
         *     `tags` included, is kept as given.
         *
         *     Decision: content that duplicates a memory already stored (the duplicate rule of
         *     `POST /v1/store`) stores nothing and answers 200 with that memory; no event is emitted.
         *
         *     Decision: this surface's errors have these statuses: `401 INVALID_API_KEY`,
         *     `404 MEMORY_NOT_FOUND` / `COLLECTION_NOT_FOUND`, `422 VALIDATION_ERROR`,
         *     `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`.
         */
        post: operations["genericCreateMemory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/generic/v1/memories/{memory_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a memory (generic surface)
         * @description Returns one memory of the caller.
         *
         *     Decision: this surface's errors have these statuses: `401 INVALID_API_KEY`,
         *     `404 MEMORY_NOT_FOUND`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`,
         *     `500 INTERNAL_ERROR`.
         */
        get: operations["genericGetMemory"];
        /**
         * Update a memory (generic surface)
         * @description Changes the `content` and/or `metadata` of a memory. Emits `memory.updated`.
         *
         *     Decision: answers 200 with the updated memory; when `content` changes it is embedded
         *     again; a given `metadata` replaces the stored metadata whole.
         *
         *     Decision: `category` and `importance` missing from a given `metadata` keep their values,
         *     except that changed `content` without `metadata.category` is classified again; `user_id`
         *     and `created_at` never change.
         *
         *     Decision: new `content` that duplicates another memory answers `422 VALIDATION_ERROR`
         *     with `details.content` naming that memory, and nothing changes.
         *
         *     Decision: this surface's errors have these statuses: `401 INVALID_API_KEY`,
         *     `404 MEMORY_NOT_FOUND`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`,
         *     `500 INTERNAL_ERROR`.
         */
        put: operations["genericUpdateMemory"];
        post?: never;
        /**
         * Delete a memory (generic surface)
         * @description Deletes a memory permanently and removes it from every collection. Emits
         *     `memory.deleted`.
         *
         *     Decision: this surface's errors have these statuses: `401 INVALID_API_KEY`,
         *     `404 MEMORY_NOT_FOUND`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`,
         *     `500 INTERNAL_ERROR`.
         */
        delete: operations["genericDeleteMemory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/generic/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search memories by meaning (generic surface)
         * @description Finds the caller's memories closest to `query`, best first, at most `limit` (1 to 100,
         *     default 10), optionally only those of `user_id` and matching `filters` (`category`;
         *     `importance.gte`). Hybrid by default, as `POST /v1/search`: meaning and shared words
         *     fused into one `score` (`retrieval` chooses, see `RetrievalMode`). Emits
         *     `search.performed`.
         *
         *     Decision: `total` is the number of memories returned.
         *
         *     Decision: there is no score floor: the best `limit` memories under the retrieval mode
         *     (in keyword mode, those sharing a word with the query); `user_id`, `filters.category`
         *     and `filters.importance.gte` are applied inside the vector store to both signals, so a
         *     filter never shortens the answer below `limit` while matches exist. `query_time_ms` is the time the
         *     service spent answering, in milliseconds to one decimal.
         *
         *     Decision: this surface's errors have these statuses: `401 INVALID_API_KEY`,
         *     `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`.
         */
        post: operations["genericSearchMemories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/generic/v1/memories/{memory_id}/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Memories similar to a memory (generic surface)
         * @description Lists the caller's memories closest in meaning to the given memory, best first, with a
         *     score of at least `threshold` (0 to 1, default 0.7), at most `limit` (1 to 100,
         *     default 10).
         *
         *     Decision: answers 200 with `{memory_id, memories, total}`; the memory itself is never
         *     among the results.
         *
         *     Decision: similarity is measured from the memory's stored vector (the model is not
         *     called); the call counts as one metered search request.
         *
         *     Decision: this surface's errors have these statuses: `401 INVALID_API_KEY`,
         *     `404 MEMORY_NOT_FOUND`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`,
         *     `500 INTERNAL_ERROR`.
         */
        get: operations["genericListSimilarMemories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/generic/v1/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a collection (generic surface)
         * @description Creates an empty, named collection of memories.
         *
         *     Decision: answers 201 with the collection (`memory_count` 0).
         *
         *     Decision: collection names are unique per account; a name already in use answers
         *     `422 VALIDATION_ERROR` with `details.name` 'already exists'.
         *
         *     Decision: a collection groups existing memories (it holds no vectors of its own), so it
         *     does not count toward the tier's collection limit; it emits `COLLECTION_CREATED` with
         *     `surface` 'generic'.
         *
         *     Decision: this surface's errors have these statuses: `401 INVALID_API_KEY`,
         *     `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`.
         */
        post: operations["genericCreateCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/generic/v1/collections/{collection_id}/memories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a memory to a collection (generic surface)
         * @description Adds an existing memory of the caller to a collection.
         *
         *     Decision: answers 201 with `{collection_id, memory_id, added_at}`; adding a memory
         *     that is already in the collection answers 200 with the same body (the original
         *     `added_at`), so the call is idempotent.
         *
         *     Decision: this surface's errors have these statuses: `401 INVALID_API_KEY`,
         *     `404 COLLECTION_NOT_FOUND` / `MEMORY_NOT_FOUND`, `422 VALIDATION_ERROR`,
         *     `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`.
         */
        post: operations["genericAddMemoryToCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/generic/v1/embeddings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Embed a text (generic surface)
         * @description Embeds `text` into a 768-dimension vector with `model` (default and only value
         *     `service-embed-v1`). Stores nothing.
         *
         *     Decision: this surface's errors have these statuses: `401 INVALID_API_KEY`,
         *     `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`.
         */
        post: operations["genericCreateEmbedding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/generic/v1/users/{user_id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Statistics of one user (generic surface)
         * @description Counts and storage of the memories and collections of one `user_id` within the
         *     caller's account.
         *
         *     Decision: a `user_id` with no memories answers 200 with zero counts and
         *     `last_activity` null (there is no user resource to be missing).
         *
         *     Decision: the figures are read from the memory records: `storage_used_mb` is the bytes
         *     of the user's texts, metadata and 768-float vectors in megabytes of 10^6 bytes;
         *     `last_activity` is the latest of the user's memory creations and updates and the user's
         *     searches (`POST /search` with that `user_id`).
         *
         *     Decision: this surface's errors have these statuses: `401 INVALID_API_KEY`,
         *     `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`.
         */
        get: operations["genericGetUserStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/generic/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a webhook (generic surface)
         * @description Registers an HTTPS `url` to receive the generic events `memory.created`,
         *     `memory.updated`, `memory.deleted` and `search.performed` listed in `events`. The
         *     `secret` signs deliveries; when omitted one is generated and returned.
         *
         *     Decision: deliveries use the same signing, retry schedule and `X-Service-*` headers as
         *     the main surface's webhooks, with the body `GenericWebhookEvent`
         *     `{id (evt_), event, timestamp, data}` (see the callback `genericEvent`).
         *
         *     Decision: a `url` that is not HTTPS or an unknown event answers `422 VALIDATION_ERROR`
         *     (this surface has no area-specific 400 codes); so does a `url` the outbound guard
         *     refuses (a private or loopback address) or one that does not complete a TLS handshake.
         *
         *     Decision: generic webhooks count toward the tier's webhook maximum together with the
         *     main surface's (past it: `409 WEBHOOK_LIMIT_EXCEEDED`), take the main surface's optional
         *     `timeout_seconds`, `max_retries` and `retry_backoff_seconds` with the same defaults
         *     (10 s, 3, 60 s), and are not listed or changed through `/v1/webhooks`.
         *     The generic events are emitted by this surface's operations only; the main surface's
         *     events (`MEMORY_STORED`, ...) are emitted by both.
         *
         *     Decision: this surface's errors have these statuses: `401 INVALID_API_KEY`,
         *     `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`.
         */
        post: operations["genericCreateWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Every error code the service answers with, on both surfaces.
         * @enum {string}
         */
        ErrorCode: "UNAUTHORIZED" | "QUOTA_EXCEEDED" | "VALIDATION_ERROR" | "RATE_LIMIT_EXCEEDED" | "INVALID_JSON" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "HEADERS_TOO_LARGE" | "INTERNAL_ERROR" | "NOT_IMPLEMENTED" | "SERVICE_UNAVAILABLE" | "INVALID_API_KEY" | "EMAIL_EXISTS" | "MEMORY_NOT_FOUND" | "COLLECTION_NOT_FOUND" | "INVALID_CONDITIONS" | "INVALID_ACTIONS" | "INVALID_REGEX" | "INVALID_RATE_LIMIT" | "TRIGGER_NOT_FOUND" | "TRIGGER_LIMIT_EXCEEDED" | "TRIGGER_RATE_LIMITED" | "ACTION_FAILED" | "INVALID_VECTORS" | "INVALID_METHOD" | "INVALID_QUALITY" | "INVALID_TARGET_BITS" | "INVALID_SCHEDULE" | "COMPRESSION_JOB_NOT_FOUND" | "COMPRESSION_BATCH_NOT_FOUND" | "COMPRESSION_IN_PROGRESS" | "VECTORS_TOO_LARGE" | "INVALID_DEVICE_TYPE" | "INVALID_SYNC_STRATEGY" | "INVALID_SYNC_DIRECTION" | "INVALID_DEVICE_TOKEN" | "FLEET_NOT_FOUND" | "DEVICE_NOT_FOUND" | "ALERT_NOT_FOUND" | "DEVICE_LIMIT_EXCEEDED" | "FLEET_LIMIT_EXCEEDED" | "SYNC_IN_PROGRESS" | "DEVICE_OFFLINE" | "INVALID_DATE_RANGE" | "INVALID_FORMAT" | "INVALID_MONTHS_BACK" | "BILLING_NOT_AVAILABLE" | "EXPORT_NOT_FOUND" | "EXPORT_IN_PROGRESS" | "EXPORT_EXPIRED" | "EXPORT_TOO_LARGE" | "INVALID_URL" | "INVALID_EVENTS" | "INVALID_TIMEOUT" | "WEBHOOK_NOT_FOUND" | "WEBHOOK_LIMIT_EXCEEDED" | "WEBHOOK_URL_UNREACHABLE";
        /** @description The body of every error. */
        ErrorBody: {
            code: components["schemas"]["ErrorCode"];
            /**
             * @description What went wrong and what to do about it, for a person.
             * @example The request has invalid fields: text.
             */
            message: string;
            /**
             * @description Structured detail. For `VALIDATION_ERROR`, each key is a field path and each value
             *     the problem with it. For `QUOTA_EXCEEDED`: tier, used, limit, reset_date. Otherwise
             *     an object, often empty.
             * @example {
             *       "text": "is required"
             *     }
             */
            details: {
                [key: string]: unknown;
            };
        };
        /** @description The one error envelope of both surfaces. */
        ErrorEnvelope: {
            error: components["schemas"]["ErrorBody"];
        };
        /** @description The shared pagination envelope. Each paginated list narrows `items` with `allOf`. */
        PageEnvelope: {
            items: unknown[];
            /**
             * @description Number of items across all pages, counted up to 10,000 (10,000 means at least that many).
             * @example 42
             */
            total: number;
            /** @example 1 */
            page: number;
            /** @example 20 */
            page_size: number;
            /** @example 3 */
            total_pages: number;
        };
        /**
         * @description Arbitrary key-value pairs supplied by the caller, returned as given. In a request it nests at most 16 levels deep (the object itself is level 1) and at most 16384 bytes as compact JSON; past either limit a request answers `422 VALIDATION_ERROR` naming the field.
         * @example {
         *       "source": "chat",
         *       "session": "s-1042"
         *     }
         */
        Metadata: {
            [key: string]: unknown;
        };
        /**
         * @description Selects memories (compression batches, memory exports). Every given criterion must hold;
         *     an omitted one does not filter.
         */
        MemoryFilters: {
            /**
             * @description Keep memories whose category is one of these.
             * @example [
             *       "preference",
             *       "decision"
             *     ]
             */
            categories?: components["schemas"]["MemoryCategory"][];
            /** @example 0.5 */
            min_importance?: number;
            /** @example 1 */
            max_importance?: number;
            /**
             * Format: date-time
             * @example 2026-10-01T00:00:00Z
             */
            created_after?: string;
            /**
             * Format: date-time
             * @example 2026-11-01T00:00:00Z
             */
            created_before?: string;
            /**
             * @description Keep memories whose metadata has each of these keys with exactly this value. Held to the limits of `Metadata` (16 levels, 16384 bytes).
             * @example {
             *       "source": "chat"
             *     }
             */
            metadata?: {
                [key: string]: unknown;
            };
        };
        /**
         * @description Importance from 0.0 to 1.0.
         * @example 0.7
         */
        Importance: number;
        /**
         * @description preference (likes and patterns), decision (choices and reasoning), fact (objective information), entity (people, organizations, places, things), other.
         * @enum {string}
         */
        MemoryCategory: "preference" | "decision" | "fact" | "entity" | "other";
        /** @enum {string} */
        Tier: "free" | "builder" | "scale" | "enterprise";
        /** @enum {string} */
        CompressionMethod: "SCALAR_QUANTIZATION" | "TURBOQUANT";
        /**
         * @description Target recall@10 over compressed vectors (FAST ~92%, BALANCED ~96%, HIGH ~98%, EXTREME ~99.5%). Measured configurations: FAST 3, BALANCED 5, HIGH 6, EXTREME 9 TURBOQUANT bits per coordinate (src/modules/compression/quality-presets.ts).
         * @enum {string}
         */
        QualityPreset: "FAST" | "BALANCED" | "HIGH" | "EXTREME";
        /** @enum {string} */
        DeviceType: "ROBOT" | "SENSOR" | "IOT_GATEWAY" | "SMART_CAMERA" | "VEHICLE" | "DRONE" | "WEARABLE" | "INDUSTRIAL" | "HOME_ASSISTANT" | "CUSTOM";
        /**
         * @description REAL_TIME (sync on every change), PERIODIC (fixed interval), ON_DEMAND (only when triggered), INTELLIGENT (adaptive to connectivity, battery, priority), BANDWIDTH_AWARE (by bandwidth, critical first).
         * @enum {string}
         */
        SyncStrategy: "REAL_TIME" | "PERIODIC" | "ON_DEMAND" | "INTELLIGENT" | "BANDWIDTH_AWARE";
        /** @enum {string} */
        DeviceStatus: "ONLINE" | "OFFLINE" | "MAINTENANCE";
        /** @enum {string} */
        NetworkType: "WIFI" | "CELLULAR" | "ETHERNET" | "SATELLITE";
        /** @enum {string} */
        AlertType: "DEVICE_OFFLINE" | "SYNC_FAILED" | "STORAGE_FULL" | "LOW_BATTERY" | "HIGH_ERROR_RATE";
        /** @enum {string} */
        AlertStatus: "ACTIVE" | "RESOLVED";
        /**
         * @description push (device to cloud), pull (cloud to device), both.
         * @enum {string}
         */
        SyncDirection: "push" | "pull" | "both";
        /**
         * @description A sync job starts IN_PROGRESS and ends COMPLETED or FAILED (also FAILED when it times out).
         * @enum {string}
         */
        SyncJobStatus: "IN_PROGRESS" | "COMPLETED" | "FAILED";
        /**
         * @description How urgently a device should sync, computed from its sync strategy, battery, network and backlog.
         * @enum {string}
         */
        SyncPriority: "LOW" | "NORMAL" | "HIGH" | "CRITICAL";
        /**
         * @description NATIVE_JSON (full fidelity, re-importable), MEMSTORE_JSON, VECTORDB_A_JSON, VECTORDB_B_JSON, VECTORDB_C_JSON (each compatible with a third-party import format), CSV (flat, content and metadata columns), JSONL (one object per line).
         *
         *     Decision: NATIVE_JSON is the `NativeExport` document (`POST /v1/import` reads it back);
         *     with `include_vectors` a main-surface memory carries its exact `vector`, and an overflow
         *     memory its stored code (`vector_code`, exact) and the `vector` decoded from it.
         *
         *     Decision: MEMSTORE_JSON follows mem0's memory list (the body of its `GET /v1/memories/`
         *     answer): `{"results": [{"id", "memory", "user_id", "metadata", "categories",
         *     "created_at", "updated_at"}], "count", "next", "previous"}`, with the collection as
         *     `user_id`, the category in `categories`, and importance, collection and store added to
         *     `metadata`.
         *
         *     Decision: VECTORDB_A_JSON is a Pinecone upsert request (`POST /vectors/upsert`:
         *     `{"vectors": [{"id", "values", "metadata"}]}`), VECTORDB_B_JSON a Qdrant points upsert
         *     (`PUT /collections/{collection_name}/points`: `{"points": [{"id", "vector",
         *     "payload"}]}`, point ids are UUIDs derived from the memory ids) and VECTORDB_C_JSON a
         *     Weaviate batch (`POST /v1/batch/objects`: `{"objects": [{"class": "Memory", "id",
         *     "properties", "vector"}]}`). These three always carry vectors, which their imports
         *     need; Pinecone metadata and Weaviate properties are flat, so a memory's metadata travels
         *     there as JSON text (`metadata_json`). Each product limits the size of one request, so a
         *     large file is sent in several requests, each with part of the array.
         *
         *     Decision: CSV follows RFC 4180: a header row, CRLF line ends, a field holding a comma, a
         *     double quote, CR or LF in double quotes with its double quotes doubled; the columns are
         *     `id,store,collection,text,category,importance,metadata,created_at,updated_at`
         *     (`metadata` as JSON text, left out without `include_metadata`; a `vector` column as JSON
         *     text with `include_vectors`). JSONL has one NATIVE_JSON memory object per line.
         * @enum {string}
         */
        MemoryExportFormat: "NATIVE_JSON" | "MEMSTORE_JSON" | "VECTORDB_A_JSON" | "VECTORDB_B_JSON" | "VECTORDB_C_JSON" | "CSV" | "JSONL";
        /** @enum {string} */
        UsageExportFormat: "CSV" | "JSON";
        /** @enum {string} */
        ExportJobStatus: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
        /** @enum {string} */
        CompressionJobStatus: "PENDING" | "RUNNING" | "COMPLETED" | "FAILED";
        /** @enum {string} */
        TriggerExecutionStatus: "SUCCESS" | "FAILED" | "RATE_LIMITED";
        /** @enum {string} */
        WebhookDeliveryStatus: "SUCCESS" | "FAILED";
        /**
         * @description Event types a webhook can subscribe to.
         * @enum {string}
         */
        WebhookEventType: "MEMORY_STORED" | "MEMORY_RECALLED" | "MEMORY_COMPRESSED" | "MEMORY_DECAYED" | "MEMORY_FORGOTTEN" | "COLLECTION_CREATED" | "USAGE_THRESHOLD";
        /**
         * @description Event type of a delivery; `TEST` is used only by the webhook test operation.
         * @enum {string}
         */
        DeliveryEventType: "MEMORY_STORED" | "MEMORY_RECALLED" | "MEMORY_COMPRESSED" | "MEMORY_DECAYED" | "MEMORY_FORGOTTEN" | "COLLECTION_CREATED" | "USAGE_THRESHOLD" | "TEST";
        /** @enum {string} */
        HealthStatus: "healthy" | "degraded" | "unhealthy";
        /** @enum {string} */
        Environment: "production" | "staging" | "development";
        /** @example mem_8fK2xQ9LmN4pR7sT1vW3yZ5a */
        MemoryId: string;
        /** @example trg_3bH7kL9mN2pQ4rS6tU8vW0xY */
        TriggerId: string;
        /** @example exec_5cJ8nP1qR3sT5uV7wX9yZ1aB */
        ExecutionId: string;
        /** @example cjob_7dK9oQ2rS4tU6vW8xY0zA2bC */
        CompressionJobId: string;
        /** @example cbatch_9eL1pR3sT5uV7wX9yZ1aB3cD */
        CompressionBatchId: string;
        /** @example col_2fM3qS5tU7vW9xY1zA3bC5dE */
        CollectionId: string;
        /** @example fleet_4gN5rT7uV9wX1yZ3aB5cD7eF */
        FleetId: string;
        /** @example dev_6hP7sU9vW1xY3zA5bC7dE9fG */
        DeviceId: string;
        /** @example alert_8iQ9tV1wX3yZ5aB7cD9eF1gH */
        AlertId: string;
        /** @example sync_1jR2uW3xY5zA7bC9dE1fG3hI */
        SyncJobId: string;
        /** @example exp_3kS4vX5yZ7aB9cD1eF3gH5iJ */
        ExportJobId: string;
        /** @example wh_5lT6wY7zA9bC1dE3fG5hI7jK */
        WebhookId: string;
        /** @example del_7mU8xZ9aB1cD3eF5gH7iJ9kL */
        DeliveryId: string;
        /** @example evt_9nV0yA1bC3dE5fG7hI9jK1lM */
        EventId: string;
        /**
         * @description The id of a memory (issued as a `MemoryId`, `mem_` and 24 base62 characters). Opaque on input; an id that does not exist answers `404 MEMORY_NOT_FOUND`.
         * @example mem_8fK2xQ9LmN4pR7sT1vW3yZ5a
         */
        MemoryIdInput: string;
        /**
         * @description The id of a trigger (issued as a `TriggerId`, `trg_` and 24 base62 characters). Opaque on input; an id that does not exist answers `404 TRIGGER_NOT_FOUND`.
         * @example trg_3bH7kL9mN2pQ4rS6tU8vW0xY
         */
        TriggerIdInput: string;
        /**
         * @description The id of a compression job (issued as a `CompressionJobId`, `cjob_` and 24 base62 characters). Opaque on input; an id that does not exist answers `404 COMPRESSION_JOB_NOT_FOUND`.
         * @example cjob_7dK9oQ2rS4tU6vW8xY0zA2bC
         */
        CompressionJobIdInput: string;
        /**
         * @description The id of a compression batch (issued as a `CompressionBatchId`, `cbatch_` and 24 base62 characters). Opaque on input; an id that does not exist answers `404 COMPRESSION_BATCH_NOT_FOUND`.
         * @example cbatch_9eL1pR3sT5uV7wX9yZ1aB3cD
         */
        CompressionBatchIdInput: string;
        /**
         * @description The id of a collection (issued as a `CollectionId`, `col_` and 24 base62 characters). Opaque on input; an id that does not exist answers `404 COLLECTION_NOT_FOUND`.
         * @example col_2fM3qS5tU7vW9xY1zA3bC5dE
         */
        CollectionIdInput: string;
        /**
         * @description A collection id as the caller gave it, kept and echoed as written. A compression batch may
         *     name a collection that holds no memory yet (a collection's id follows from its name, see
         *     `CollectionId`); such a reference selects nothing until memories are stored there.
         * @example col_ptpLY5Kaa819BVtPF9DQCuGX
         */
        CollectionReference: string;
        /**
         * @description The id of a fleet (issued as a `FleetId`, `fleet_` and 24 base62 characters). Opaque on input; an id that does not exist answers `404 FLEET_NOT_FOUND`.
         * @example fleet_4gN5rT7uV9wX1yZ3aB5cD7eF
         */
        FleetIdInput: string;
        /**
         * @description The id of a device (issued as a `DeviceId`, `dev_` and 24 base62 characters). Opaque on input; an id that does not exist answers `404 DEVICE_NOT_FOUND`.
         * @example dev_6hP7sU9vW1xY3zA5bC7dE9fG
         */
        DeviceIdInput: string;
        /**
         * @description The id of a alert (issued as a `AlertId`, `alert_` and 24 base62 characters). Opaque on input; an id that does not exist answers `404 ALERT_NOT_FOUND`.
         * @example alert_8iQ9tV1wX3yZ5aB7cD9eF1gH
         */
        AlertIdInput: string;
        /**
         * @description The id of a sync job (issued as a `SyncJobId`, `sync_` and 24 base62 characters). Opaque on input; an id that does not exist answers `404 NOT_FOUND`.
         * @example sync_1jR2uW3xY5zA7bC9dE1fG3hI
         */
        SyncJobIdInput: string;
        /**
         * @description The id of a export job (issued as a `ExportJobId`, `exp_` and 24 base62 characters). Opaque on input; an id that does not exist answers `404 EXPORT_NOT_FOUND`.
         * @example exp_3kS4vX5yZ7aB9cD1eF3gH5iJ
         */
        ExportJobIdInput: string;
        /**
         * @description The id of a webhook (issued as a `WebhookId`, `wh_` and 24 base62 characters). Opaque on input; an id that does not exist answers `404 WEBHOOK_NOT_FOUND`.
         * @example wh_5lT6wY7zA9bC1dE3fG5hI7jK
         */
        WebhookIdInput: string;
        /**
         * @description `pr_live_` or `pr_test_` followed by 32 random bytes in base64url (43 characters).
         * @example pr_live_Vb3kQ9xL2mN7pR4sT8uW1yZ5aC6dE0fG2hJ4kM6nP8q
         */
        ApiKey: string;
        /**
         * @description `devtok_` followed by 32 random bytes in base64url (43 characters). Shown once.
         * @example devtok_Qw3eR5tY7uI9oP1aS3dF5gH7jK9lZ1xC3vB5nM7qW9e
         */
        DeviceToken: string;
        /**
         * @description Signing secret. Generated as `whsec_` followed by 32 random bytes in base64url when not supplied.
         * @example whsec_Zx8cV6bN4mQ2wE0rT8yU6iO4pA2sD0fG8hJ6kL4zX2c
         */
        WebhookSecret: string;
        CreateKeyRequest: {
            /**
             * Format: email
             * @description E-mail address of the account; one account per address.
             * @example ada@example.com
             */
            email: string;
            /**
             * @description Display name.
             * @example Ada Lovelace
             */
            name?: string;
            /**
             * Format: uri
             * @description URL of the caller's own vector database. Omit it to use the overflow storage.
             * @example https://vectors.example.com:6333
             */
            vector_db_url?: string;
        };
        CreateKeyResponse: {
            api_key: components["schemas"]["ApiKey"];
            tier: components["schemas"]["Tier"];
            /**
             * Format: uri
             * @description The vector database URL given at signup; null when none was given.
             * @example https://vectors.example.com:6333
             */
            vector_db_url: string | null;
            /**
             * @description A note for the person signing up (the key is shown only once).
             * @example Store this API key now; it cannot be retrieved again.
             */
            message: string;
        };
        /** @description Usage of the current period against the tier's limits. */
        AccountUsage: {
            tier: components["schemas"]["Tier"];
            /**
             * Format: int64
             * @description Metered requests in the current period.
             * @example 412
             */
            requests_used: number;
            /**
             * Format: int64
             * @description The tier's request cap for the period; null means unlimited.
             * @example 1000
             */
            requests_limit: number | null;
            /**
             * Format: int64
             * @description Memories the account has stored.
             * @example 268
             */
            memories_stored: number;
            /**
             * Format: int64
             * @description The tier's cap on stored memories; null means unlimited.
             * @example 10000
             */
            memories_limit: number | null;
            /**
             * Format: date-time
             * @description When the period resets.
             * @example 2026-12-01T00:00:00Z
             */
            reset_date: string;
            detailed?: components["schemas"]["AccountUsageDetail"];
        };
        /** @description Requests of the period per operation; present only when `detailed=true` was asked. */
        AccountUsageDetail: {
            /**
             * Format: int64
             * @description Calls of POST /v1/intelligence.
             * @example 57
             */
            intelligence: number;
            /**
             * Format: int64
             * @description Calls of POST /v1/store and POST /v1/overflow/store.
             * @example 184
             */
            store: number;
            /**
             * Format: int64
             * @description Calls of POST /v1/search and POST /v1/overflow/search.
             * @example 151
             */
            search: number;
            /**
             * Format: int64
             * @description Calls of POST /v1/embed.
             * @example 20
             */
            embed: number;
        };
        LoginRequest: {
            /**
             * @description The account's API key (`pr_live_` or `pr_test_`).
             * @example pr_live_pU3KGCUwux1tEyze1iN7LtkeP3IfyxlxF0SU1kk8nVw
             */
            api_key: string;
        };
        LoginResponse: {
            /**
             * @description Opaque session token; send it as `Authorization: Bearer <access_token>`.
             * @example J6Cus_7pIy-K8iEfnuSRxbEL7LVWO_web5NCfsvI_ik.Tm8tcGFyc2U
             */
            access_token: string;
            /**
             * @example bearer
             * @enum {string}
             */
            token_type: "bearer";
            /**
             * @description Seconds until the token expires.
             * @example 3600
             */
            expires_in: number;
            user: components["schemas"]["LoginUser"];
        };
        /** @description The account the token belongs to. */
        LoginUser: {
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
            /**
             * @description Display name given at signup; null when none was given.
             * @example Ada Lovelace
             */
            name: string | null;
            tier: components["schemas"]["Tier"];
            /**
             * Format: date-time
             * @description When the account was created.
             * @example 2026-10-14T09:12:44Z
             */
            created_at: string;
        };
        /**
         * @description A 768-dimension embedding vector (L2-normalized when the service computes it).
         *
         *     Decision: a vector the caller sends needs a direction and a length that a 32-bit float
         *     holds, because hosted storage keeps the length as one: a vector of zeros, or one whose
         *     Euclidean norm is 0 or infinite in float32 (below about 1e-45, above about 3.4e38),
         *     answers `422 VALIDATION_ERROR` on `vector`.
         */
        MemoryVector: number[];
        IntelligenceRequest: {
            /**
             * @description The text to process.
             * @example The user prefers dark mode in every editor and terminal.
             */
            text: string;
            /**
             * @description Check the text against the hashes of the account's stored memories (constant-time lookup, no vector search).
             * @default false
             * @example true
             */
            check_dedup: boolean;
            /**
             * @description Also return the compressed vector.
             * @default false
             * @example true
             */
            compress: boolean;
            /**
             * @description Bits per dimension of the compressed vector.
             * @default 4
             * @example 4
             * @enum {integer}
             */
            target_bits: 2 | 4 | 8;
        };
        IntelligenceResponse: {
            vector: components["schemas"]["MemoryVector"];
            /**
             * @description Always 768.
             * @example 768
             * @enum {integer}
             */
            dimension: 768;
            category: components["schemas"]["MemoryCategory"];
            /**
             * @description Tokens of the input text.
             * @example 12
             */
            tokens_used: number;
            dedup: components["schemas"]["IntelligenceDedupResult"];
            /** @description One quantization code per dimension (0 to 2^target_bits - 1); null when `compress` was false. */
            compressed_vector: number[] | null;
            /**
             * @description Float32 size divided by packed size (codes plus a 4-byte norm); null when `compress` was false.
             * @example 7.92
             */
            compression_ratio: number | null;
            /**
             * @description Cosine similarity between the original and the dequantized vector; null when `compress` was false.
             * @example 0.9953
             */
            quality_score: number | null;
        };
        /** @description Result of the duplicate check; null when `check_dedup` was false. */
        IntelligenceDedupResult: {
            /** @example true */
            is_duplicate: boolean;
            /**
             * @description Similarity to the closest stored memory (1.0 on a hash match, 0.0 otherwise).
             * @example 1
             */
            similarity: number;
            /**
             * @description Dedup hash (as `DedupHash`) of the matching stored memory; null when there is no duplicate.
             * @example hash_a3ae200d15ca5a976fedc0dbe3bf5c712369ebffb4f1571f02cfb0ae0b509688
             */
            match_hash: string | null;
        } | null;
        StoreMemoryRequest: {
            /**
             * @description The memory's text; must hold a character other than white space.
             * @example The user prefers dark mode in every editor and terminal.
             */
            text: string;
            category?: components["schemas"]["MemoryCategory"];
            /**
             * @description Importance from 0.0 to 1.0. When absent, 0.6 for decision and preference memories and 0.5 for the others.
             * @example 0.9
             */
            importance?: number;
            metadata?: components["schemas"]["Metadata"];
            /**
             * @description Collection name (letters, digits, '-' and '_'); created on first use.
             * @default agent-memory
             * @example agent-memory
             */
            collection: string;
        };
        StoreMemoryResponse: {
            id: components["schemas"]["MemoryId"];
            /**
             * @description stored (a new memory, HTTP 201) or duplicate (nothing stored, HTTP 200).
             * @example stored
             * @enum {string}
             */
            status: "stored" | "duplicate";
            category: components["schemas"]["MemoryCategory"];
            /**
             * @description True when the text duplicates an existing memory, whose id is returned.
             * @example false
             */
            duplicate: boolean;
            /** @example Memory stored in collection agent-memory. */
            message: string;
        };
        SearchMemoriesRequest: {
            /**
             * @description What to look for, in natural language; must hold a character other than white space.
             * @example Which theme does the user like?
             */
            query: string;
            /**
             * @description Maximum number of results.
             * @default 5
             * @example 10
             */
            limit: number;
            category?: components["schemas"]["MemoryCategory"];
            /**
             * @description Lowest score a result may have (see the operation for what the score is in each retrieval mode).
             * @default 0.35
             * @example 0.5
             */
            min_score: number;
            retrieval?: components["schemas"]["RetrievalMode"];
            /**
             * @description Lowest importance a result may have; omitted means no importance filter.
             * @example 0.6
             */
            min_importance?: number;
            /**
             * @description Collection to search.
             * @default agent-memory
             * @example agent-memory
             */
            collection: string;
        };
        /**
         * @description Which signals rank the memories of a text search, each scored 0.0-1.0 (higher is closer):
         *     `semantic` is the cosine of the query's and the memory's embeddings (negative as 0);
         *     `keyword` is the memory's Okapi BM25 for the query's words over the best BM25 among the
         *     query's candidates, so the best keyword match scores 1 (the query is not embedded);
         *     `hybrid` (default) is semantic + (1 - semantic) x 0.3 x keyword: shared words lift a
         *     memory towards 1, and no memory scores below its cosine. Words are compared after lower-casing, and on
         *     PostgreSQL stores after English stemming and stop-word removal.
         * @default hybrid
         * @example hybrid
         * @enum {string}
         */
        RetrievalMode: "hybrid" | "semantic" | "keyword";
        /** @description A memory found by a search, with its score. */
        MemorySearchResult: {
            id: components["schemas"]["MemoryId"];
            /** @example The user prefers dark mode in every editor and terminal. */
            text: string;
            /**
             * @description How close the memory is to the query, 0.0-1.0, higher is closer, under the search's retrieval mode (see `RetrievalMode`).
             * @example 0.8731
             */
            score: number;
            category: components["schemas"]["MemoryCategory"];
            importance: components["schemas"]["Importance"];
            metadata: components["schemas"]["Metadata"];
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            created_at: string;
            signals?: components["schemas"]["SearchSignals"];
        };
        /**
         * @description The signals behind a result's score, each 0 to 1, so a caller can see what found it:
         *     `semantic` is the cosine of the query's and the memory's embeddings (below 0 reads as 0),
         *     `keyword` the memory's BM25 for the query's words over the best BM25 among the query's
         *     candidates (0: no word shared). A signal the retrieval mode did not use is null (`keyword`
         *     under `semantic` retrieval and in the overflow storage, `semantic` under `keyword`).
         */
        SearchSignals: {
            /** @example 0.8124 */
            semantic: number | null;
            /** @example 0.5 */
            keyword: number | null;
        };
        SearchMemoriesResponse: {
            /** @description Matches, by score descending. */
            results: components["schemas"]["MemorySearchResult"][];
            /**
             * @description Tokens of the query.
             * @example 7
             */
            query_tokens: number;
        };
        /** @description Exactly one of `memory_id` and `query` must be given. */
        ForgetMemoryRequest: {
            memory_id?: components["schemas"]["MemoryIdInput"];
            /**
             * @description Delete the closest match to this text instead of a memory by id; must hold a character other than white space.
             * @example dark mode preference
             */
            query?: string;
            /**
             * @description Collection that holds the memory.
             * @default agent-memory
             * @example agent-memory
             */
            collection: string;
            /**
             * @description With `query`, the lowest score the best match must reach to be deleted.
             * @default 0.35
             * @example 0.6
             */
            min_score: number;
            retrieval?: components["schemas"]["RetrievalMode"];
        };
        ForgetMemoryResponse: {
            /**
             * @example forgotten
             * @enum {string}
             */
            status: "forgotten";
            memory_id: components["schemas"]["MemoryId"];
            /** @example Memory deleted from collection agent-memory. */
            message: string;
        };
        EmbedTextRequest: {
            /**
             * @description The text to embed.
             * @example The user prefers dark mode in every editor and terminal.
             */
            text: string;
            /**
             * @description Embedding model.
             * @default service-embed-v1
             * @example service-embed-v1
             * @enum {string}
             */
            model: "service-embed-v1";
        };
        EmbedTextResponse: {
            vector: components["schemas"]["MemoryVector"];
            /**
             * @description Always 768.
             * @example 768
             * @enum {integer}
             */
            dimension: 768;
            /**
             * @description Tokens of the input text.
             * @example 12
             */
            tokens_used: number;
        };
        /** @description Number of memories per category. */
        MemoryCategoryCounts: {
            /**
             * Format: int64
             * @example 71
             */
            preference: number;
            /**
             * Format: int64
             * @example 44
             */
            decision: number;
            /**
             * Format: int64
             * @example 102
             */
            fact: number;
            /**
             * Format: int64
             * @example 39
             */
            entity: number;
            /**
             * Format: int64
             * @example 12
             */
            other: number;
        };
        /** @description Statistics of one memory collection. */
        MemoryStats: {
            /**
             * Format: int64
             * @example 268
             */
            total_memories: number;
            categories: components["schemas"]["MemoryCategoryCounts"];
            /**
             * Format: int64
             * @description Bytes the collection's memories use (texts, metadata and vectors).
             * @example 1184512
             */
            storage_bytes: number;
            /**
             * Format: date-time
             * @description Creation time of the oldest memory; null when there is none.
             * @example 2026-09-03T08:15:22Z
             */
            oldest_memory: string | null;
            /**
             * Format: date-time
             * @description Creation time of the newest memory; null when there is none.
             * @example 2026-11-02T14:30:00Z
             */
            newest_memory: string | null;
        };
        StoreOverflowMemoryRequest: {
            vector: components["schemas"]["MemoryVector"];
            /**
             * @description The memory's text; must hold a character other than white space.
             * @example The user prefers dark mode in every editor and terminal.
             */
            text: string;
            category: components["schemas"]["MemoryCategory"];
            importance: components["schemas"]["Importance"];
            metadata?: components["schemas"]["Metadata"];
            /**
             * @description Overflow collection name (letters, digits, '-' and '_'); created on first use.
             * @default memories
             * @example memories
             */
            collection: string;
        };
        StoreOverflowMemoryResponse: {
            id: components["schemas"]["MemoryId"];
            /**
             * @example stored
             * @enum {string}
             */
            status: "stored";
            tier: components["schemas"]["Tier"];
            /**
             * @description Collection the memory was stored in.
             * @example memories
             */
            collection: string;
            /**
             * @description Whether the vector is stored compressed.
             * @example true
             */
            compressed: boolean;
            /**
             * @description Float32 vector size divided by stored (compressed) size.
             * @example 6.35
             */
            compression_ratio: number;
        };
        SearchOverflowMemoriesRequest: {
            vector: components["schemas"]["MemoryVector"];
            /**
             * @description Maximum number of results.
             * @example 5
             */
            limit: number;
            /**
             * @description Lowest similarity score a result may have.
             * @example 0.4
             */
            min_score: number;
            category?: components["schemas"]["MemoryCategory"];
            /**
             * @description Overflow collection to search.
             * @default memories
             * @example memories
             */
            collection: string;
        };
        SearchOverflowMemoriesResponse: {
            /** @description Matches, by score descending. */
            results: components["schemas"]["MemorySearchResult"][];
            /**
             * @description Number of results returned.
             * @example 1
             */
            total: number;
        };
        ForgetOverflowMemoryRequest: {
            memory_id: components["schemas"]["MemoryIdInput"];
            /**
             * @description Overflow collection that holds the memory.
             * @default memories
             * @example memories
             */
            collection: string;
        };
        ForgetOverflowMemoryResponse: {
            /**
             * @example forgotten
             * @enum {string}
             */
            status: "forgotten";
            memory_id: components["schemas"]["MemoryId"];
        };
        /** @description Statistics of the account's overflow storage. */
        OverflowStats: {
            /**
             * Format: int64
             * @example 1520
             */
            total_memories: number;
            categories: components["schemas"]["MemoryCategoryCounts"];
            /**
             * Format: int64
             * @description Bytes stored (compressed vectors, texts and metadata).
             * @example 1093120
             */
            storage_bytes: number;
            /**
             * Format: int64
             * @description Bytes saved by compression compared with storing float32 vectors.
             * @example 4085760
             */
            compression_savings_bytes: number;
            /**
             * Format: date-time
             * @description Creation time of the oldest memory; null when there is none.
             * @example 2026-08-19T11:02:37Z
             */
            oldest_memory: string | null;
            /**
             * Format: date-time
             * @description Creation time of the newest memory; null when there is none.
             * @example 2026-11-02T14:30:00Z
             */
            newest_memory: string | null;
            /**
             * @description How many overflow collections the account has.
             * @example 2
             */
            collection_count?: number;
            /**
             * @description The account's overflow collections with the memories each holds, the largest first
             *     (ties by name); at most 1,000 of them (`collection_count` says how many there are).
             */
            collections?: components["schemas"]["OverflowCollectionCount"][];
        };
        OverflowCollectionCount: {
            /** @example memories */
            name: string;
            /**
             * Format: int64
             * @example 1200
             */
            memories: number;
        };
        /** @description An overflow memory in its current state. */
        OverflowMemory: {
            id: components["schemas"]["MemoryId"];
            /** @example The user prefers dark mode in every editor and terminal. */
            text: string;
            category: components["schemas"]["MemoryCategory"];
            importance: components["schemas"]["Importance"];
            metadata: components["schemas"]["Metadata"];
            /** @example memories */
            collection: string;
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Time of the latest change (equals created_at until the first change).
             * @example 2026-11-05T08:00:00Z
             */
            updated_at: string;
        };
        /**
         * @description created_at (newest first), importance (highest first), category (ascending).
         * @default created_at
         * @enum {string}
         */
        OverflowMemorySort: "created_at" | "importance" | "category";
        /** @description One page of overflow memories (this list's own envelope, not the shared page envelope). */
        OverflowMemoryList: {
            memories: components["schemas"]["OverflowMemory"][];
            /** @example 1 */
            page: number;
            /** @example 20 */
            limit: number;
            /**
             * @description Number of memories across all pages, counted up to 10,000 (10,000 means at least that many).
             * @example 2
             */
            total: number;
            /** @example 1 */
            total_pages: number;
        };
        /**
         * @description created (store), importance_updated (promote or update-importance), decayed (force-decay).
         * @enum {string}
         */
        OverflowHistoryAction: "created" | "importance_updated" | "decayed";
        /**
         * @description Depends on `action`. created: category, importance. importance_updated: previous, new,
         *     reason. decayed: previous, new, decay_rate.
         */
        OverflowHistoryEventDetails: {
            category?: components["schemas"]["MemoryCategory"];
            importance?: components["schemas"]["Importance"];
            /**
             * @description Importance before the change.
             * @example 0.8
             */
            previous?: number;
            /**
             * @description Importance after the change.
             * @example 0.72
             */
            new?: number;
            /**
             * @description promoted (POST /v1/overflow/promote) or manual (POST /v1/overflow/update-importance).
             * @example promoted
             * @enum {string}
             */
            reason?: "promoted" | "manual";
            /** @example 0.1 */
            decay_rate?: number;
        };
        OverflowHistoryEvent: {
            action: components["schemas"]["OverflowHistoryAction"];
            /**
             * Format: date-time
             * @example 2026-11-05T08:00:00Z
             */
            timestamp: string;
            details: components["schemas"]["OverflowHistoryEventDetails"];
        };
        OverflowMemoryHistory: {
            memory_id: components["schemas"]["MemoryId"];
            /** @description History events, oldest first. */
            events: components["schemas"]["OverflowHistoryEvent"][];
        };
        /** @description The state of a memory after one mutation (version 1 is the state as stored). */
        OverflowMemoryVersion: {
            /** @example 1 */
            version: number;
            /** @example The user prefers dark mode in every editor and terminal. */
            text: string;
            category: components["schemas"]["MemoryCategory"];
            importance: components["schemas"]["Importance"];
            /**
             * Format: date-time
             * @description When this version was created.
             * @example 2026-11-02T14:30:00Z
             */
            created_at: string;
        };
        OverflowMemoryVersions: {
            memory_id: components["schemas"]["MemoryId"];
            /** @description Versions, version 1 first. */
            versions: components["schemas"]["OverflowMemoryVersion"][];
        };
        PromoteOverflowMemoryRequest: {
            memory_id: components["schemas"]["MemoryIdInput"];
            /**
             * @description Amount added to the importance; the result is clamped to 1.0.
             * @default 0.1
             * @example 0.1
             */
            boost: number;
            /**
             * @description Overflow collection that holds the memory.
             * @default memories
             * @example memories
             */
            collection: string;
        };
        PromoteOverflowMemoryResponse: {
            memory_id: components["schemas"]["MemoryId"];
            /** @example 0.7 */
            previous_importance: number;
            /** @example 0.8 */
            new_importance: number;
            /**
             * @example promoted
             * @enum {string}
             */
            status: "promoted";
        };
        UpdateOverflowMemoryImportanceRequest: {
            memory_id: components["schemas"]["MemoryIdInput"];
            importance: components["schemas"]["Importance"];
            /**
             * @description Overflow collection that holds the memory.
             * @default memories
             * @example memories
             */
            collection: string;
        };
        UpdateOverflowMemoryImportanceResponse: {
            memory_id: components["schemas"]["MemoryId"];
            /** @example 0.72 */
            previous_importance: number;
            /** @example 0.9 */
            new_importance: number;
            /**
             * @example updated
             * @enum {string}
             */
            status: "updated";
        };
        DecayOverflowMemoryRequest: {
            memory_id: components["schemas"]["MemoryIdInput"];
            /**
             * @description Fraction removed: new = previous x (1 - decay_rate).
             * @default 0.1
             * @example 0.1
             */
            decay_rate: number;
            /**
             * @description Overflow collection that holds the memory.
             * @default memories
             * @example memories
             */
            collection: string;
        };
        DecayOverflowMemoryResponse: {
            memory_id: components["schemas"]["MemoryId"];
            /** @example 0.8 */
            previous_importance: number;
            /** @example 0.72 */
            new_importance: number;
            /** @example 0.1 */
            decay_rate: number;
            /**
             * @example decayed
             * @enum {string}
             */
            status: "decayed";
        };
        /** @description Vectors to compress and how. Also the body of `POST /v1/compression/jobs`. */
        CompressRequest: {
            /**
             * @description The vectors, all of the same non-zero length (`400 INVALID_VECTORS` otherwise).
             * @example [
             *       [
             *         0.12,
             *         -0.48,
             *         0.33,
             *         0.91,
             *         -0.05,
             *         0.27,
             *         -0.66,
             *         0.14
             *       ]
             *     ]
             */
            vectors: number[][];
            /**
             * @description Bits per dimension of the compressed vectors (`400 INVALID_TARGET_BITS` outside 1-16).
             * @default 3
             * @example 3
             */
            target_bits: number;
            /**
             * @description Compression method; default TURBOQUANT (`400 INVALID_METHOD` for another value).
             * @default TURBOQUANT
             */
            method: components["schemas"]["CompressionMethod"];
            /**
             * @description Quality preset; default BALANCED (`400 INVALID_QUALITY` for another value).
             * @default BALANCED
             */
            quality: components["schemas"]["QualityPreset"];
        };
        /** @description How close the compressed vectors are to the originals, averaged over the vectors. */
        CompressQualityMetrics: {
            /**
             * @description Mean cosine similarity between original and reconstructed vectors (1 is identical).
             * @example 0.9634
             */
            cosine_similarity: number;
            /** @example 0.00181 */
            mean_squared_error: number;
            /**
             * @description Largest absolute difference of any single number.
             * @example 0.0912
             */
            max_absolute_error: number;
            /**
             * @description Signal-to-noise ratio in decibels.
             * @example 14.7
             */
            signal_to_noise_ratio: number;
        };
        /** @description The answer of `POST /v1/compress` and the result of a completed compression job. */
        CompressResult: {
            /**
             * @description One base64 string per input vector, in input order (an opaque encoding decoded by the service).
             * @example [
             *       "eUK98iEG8A=="
             *     ]
             */
            compressed_vectors: string[];
            /**
             * Format: int64
             * @description Size of the input at 4 bytes (float32) per number.
             * @example 64
             */
            original_size_bytes: number;
            /**
             * Format: int64
             * @description Sum of the decoded lengths of `compressed_vectors`.
             * @example 14
             */
            compressed_size_bytes: number;
            /**
             * @description original_size_bytes divided by compressed_size_bytes.
             * @example 4.571
             */
            ratio: number;
            method: components["schemas"]["CompressionMethod"];
            /** @example 3 */
            target_bits: number;
            quality_metrics: components["schemas"]["CompressQualityMetrics"];
        };
        /** @description Totals of one compression method. */
        CompressionMethodStats: {
            /**
             * Format: int64
             * @description Vectors compressed with this method.
             * @example 151200
             */
            count: number;
            /** @example 9.1 */
            average_ratio: number;
            /**
             * @description Mean cosine similarity between original and compressed vectors.
             * @example 0.958
             */
            average_quality: number;
        };
        /** @description Compression totals of the account. */
        CompressionAnalytics: {
            /**
             * Format: int64
             * @example 182400
             */
            total_vectors_compressed: number;
            /** @example 560.33 */
            total_original_size_mb: number;
            /** @example 66.72 */
            total_compressed_size_mb: number;
            /**
             * @description Mean ratio over all compressions; 0 when there are none.
             * @example 8.4
             */
            average_ratio: number;
            /**
             * @description Mean cosine similarity over all compressions; 0 when there are none.
             * @example 0.962
             */
            average_cosine_similarity: number;
            /** @description Keyed by compression method name (SCALAR_QUANTIZATION, TURBOQUANT); a method never used is absent. */
            method_breakdown: {
                [key: string]: components["schemas"]["CompressionMethodStats"];
            };
            /**
             * @description total_original_size_mb minus total_compressed_size_mb.
             * @example 493.61
             */
            storage_saved_mb: number;
            /**
             * Format: date-time
             * @description Time of the latest compression; null when there has been none.
             * @example 2026-11-02T14:30:00Z
             */
            last_compression_at: string | null;
        };
        /** @description The measurements of one method on the sample. */
        CompressionMethodComparison: {
            name: components["schemas"]["CompressionMethod"];
            /** @example 9.8 */
            ratio: number;
            /**
             * @description Mean cosine similarity between original and compressed vectors.
             * @example 0.961
             */
            quality: number;
            /**
             * @description Time to compress the whole sample.
             * @example 42
             */
            compression_time_ms: number;
            /**
             * @description Time to decompress the whole sample.
             * @example 11
             */
            decompression_time_ms: number;
        };
        /** @description Every compression method measured on the same sample, with a recommendation. */
        CompressionComparison: {
            /**
             * @description Number of vectors in the sample.
             * @example 1000
             */
            sample_size: number;
            methods: components["schemas"]["CompressionMethodComparison"][];
            recommendation: components["schemas"]["CompressionMethod"];
            /** @example TURBOQUANT reaches a higher ratio (9.8x) while keeping a cosine similarity of 0.961 on your vectors. */
            recommendation_reason: string;
        };
        /** @description Quality of a completed job, averaged over its vectors; null until the job is COMPLETED. */
        CompressionJobQualityMetrics: {
            /** @example 0.9991 */
            cosine_similarity: number;
            /** @example 0.000012 */
            mean_squared_error: number;
        } | null;
        /** @description An ad hoc compression job or one run of a compression batch. */
        CompressionJob: {
            id: components["schemas"]["CompressionJobId"];
            status: components["schemas"]["CompressionJobStatus"];
            method: components["schemas"]["CompressionMethod"];
            quality: components["schemas"]["QualityPreset"];
            /** @example 3 */
            target_bits: number;
            /**
             * Format: int64
             * @description Vectors the job compresses.
             * @example 120000
             */
            vectors_count: number;
            /**
             * Format: int64
             * @description Vectors compressed so far.
             * @example 54000
             */
            vectors_processed: number;
            /** @example 45 */
            progress_pct: number;
            /**
             * @description Achieved ratio; null until the job is COMPLETED.
             * @example 4
             */
            ratio: number | null;
            quality_metrics: components["schemas"]["CompressionJobQualityMetrics"];
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When a worker picked the job up; null while PENDING.
             * @example 2026-11-02T14:30:02Z
             */
            started_at: string | null;
            /**
             * Format: date-time
             * @description When the job ended (COMPLETED or FAILED); null until then.
             * @example 2026-11-02T14:32:41Z
             */
            completed_at: string | null;
            /**
             * @description Why the job failed; null unless the job is FAILED.
             * @example The monthly compression-vector limit of the builder tier was reached after 20000 vectors.
             */
            error: string | null;
        };
        /** @description A compression job in a list. */
        CompressionJobListItem: {
            id: components["schemas"]["CompressionJobId"];
            status: components["schemas"]["CompressionJobStatus"];
            method: components["schemas"]["CompressionMethod"];
            quality: components["schemas"]["QualityPreset"];
            /** @example 3 */
            target_bits: number;
            /**
             * Format: int64
             * @example 120000
             */
            vectors_count: number;
            /**
             * @description Achieved ratio; null until the job is COMPLETED.
             * @example 4
             */
            ratio: number | null;
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-02T14:32:41Z
             */
            completed_at: string | null;
        };
        CompressionJobPage: components["schemas"]["PageEnvelope"] & {
            items?: components["schemas"]["CompressionJobListItem"][];
        };
        /**
         * @description A standard 5-field cron expression (minute hour day-of-month month day-of-week), evaluated
         *     in UTC; lists (`1,15`), ranges (`1-5`) and steps (`0-59/15`) are allowed
         *     (`400 INVALID_SCHEDULE` otherwise).
         * @example 0 3 * * *
         */
        CompressionBatchSchedule: string;
        /** @description A scheduled compression batch to create. */
        CreateCompressionBatchRequest: {
            /** @example Nightly preference compression */
            name: string;
            schedule: components["schemas"]["CompressionBatchSchedule"];
            method: components["schemas"]["CompressionMethod"];
            quality: components["schemas"]["QualityPreset"];
            /**
             * @description Bits per dimension (`400 INVALID_TARGET_BITS` outside 1-16).
             * @default 8
             * @example 8
             */
            target_bits: number;
            /**
             * @description Collections to compress; omitted or empty means every collection of the account.
             * @example [
             *       "col_ptpLY5Kaa819BVtPF9DQCuGX"
             *     ]
             */
            collections?: components["schemas"]["CollectionIdInput"][];
            filters?: components["schemas"]["MemoryFilters"];
            /**
             * @description Days the compression jobs of this batch, and their results, are kept before they are deleted.
             * @default 30
             * @example 30
             */
            retention_days: number;
        };
        /** @description The fields to change; omitted fields keep their value. */
        UpdateCompressionBatchRequest: {
            /** @example Nightly preference compression */
            name?: string;
            schedule?: components["schemas"]["CompressionBatchSchedule"];
            method?: components["schemas"]["CompressionMethod"];
            quality?: components["schemas"]["QualityPreset"];
            /** @example 6 */
            target_bits?: number;
            /**
             * @description Replaces the selected collections; empty means every collection.
             * @example [
             *       "col_ptpLY5Kaa819BVtPF9DQCuGX"
             *     ]
             */
            collections?: components["schemas"]["CollectionIdInput"][];
            filters?: components["schemas"]["MemoryFilters"];
            /** @example 14 */
            retention_days?: number;
            /**
             * @description false pauses the schedule, true resumes it.
             * @example false
             */
            enabled?: boolean;
        };
        /** @description A scheduled compression batch. */
        CompressionBatch: {
            id: components["schemas"]["CompressionBatchId"];
            /** @example Nightly preference compression */
            name: string;
            schedule: components["schemas"]["CompressionBatchSchedule"];
            method: components["schemas"]["CompressionMethod"];
            quality: components["schemas"]["QualityPreset"];
            /** @example 8 */
            target_bits: number;
            /**
             * @description Selected collections, as given; empty means every collection of the account.
             * @example [
             *       "col_ptpLY5Kaa819BVtPF9DQCuGX"
             *     ]
             */
            collections: components["schemas"]["CollectionReference"][];
            filters: components["schemas"]["MemoryFilters"];
            /** @example 30 */
            retention_days: number;
            /** @example true */
            enabled: boolean;
            /**
             * Format: date-time
             * @description Next scheduled run; null while the batch is disabled.
             * @example 2026-11-03T03:00:00Z
             */
            next_run_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            created_at: string;
        };
        /** @description A compression batch in a list, with its last run. */
        CompressionBatchListItem: components["schemas"]["CompressionBatch"] & {
            /**
             * Format: date-time
             * @description Start of the latest run; null before the first run.
             * @example 2026-11-02T03:00:00Z
             */
            last_run_at: string | null;
            /**
             * @description Status of the compression job of the latest run (a compression job status); null before the first run.
             * @example COMPLETED
             * @enum {string|null}
             */
            last_run_status: "PENDING" | "RUNNING" | "COMPLETED" | "FAILED" | null;
        };
        CompressionBatchPage: components["schemas"]["PageEnvelope"] & {
            items?: components["schemas"]["CompressionBatchListItem"][];
        };
        /**
         * @description The condition types of a trigger.
         * @enum {string}
         */
        TriggerConditionType: "CATEGORY_EQUALS" | "TEXT_CONTAINS" | "TEXT_REGEX" | "IMPORTANCE_GTE" | "IMPORTANCE_LTE" | "METADATA_KEY_EXISTS" | "AND_GROUP" | "OR_GROUP";
        /**
         * @description The action types of a trigger.
         * @enum {string}
         */
        TriggerActionType: "WEBHOOK" | "EMAIL_ALERT" | "CHAT_NOTIFICATION" | "LOG_EVENT";
        /**
         * @description Outcome of one action.
         * @enum {string}
         */
        TriggerActionResultStatus: "SUCCESS" | "FAILED";
        /**
         * @description One condition, selected by `type`:
         *
         *     * `CATEGORY_EQUALS` (`value`): the memory's category equals the value exactly.
         *     * `TEXT_CONTAINS` (`value`): the text contains the substring, case-insensitive.
         *     * `TEXT_REGEX` (`pattern`): the text matches the regular expression (RE2 syntax,
         *       run in linear time, so no backreferences or lookaround; no flags; `400 INVALID_REGEX` when it does not compile).
         *       See `TextRegexCondition` for its limits.
         *     * `IMPORTANCE_GTE` / `IMPORTANCE_LTE` (`value`): importance >= / <= value.
         *     * `METADATA_KEY_EXISTS` (`key`): the metadata has the key (at the top level).
         *     * `AND_GROUP` / `OR_GROUP` (`conditions`): all / at least one of the nested conditions
         *       match.
         *
         *     Each member's `type` is its own single-value enumeration, so that a client which does not
         *     read the discriminator still selects exactly one member.
         *
         *     Decision: groups nest at most 5 levels deep (a top-level condition is level 1, a
         *     condition inside a top-level group level 2, and so on); deeper nesting answers
         *     `400 INVALID_CONDITIONS`.
         *
         *     Decision: conditions are shared by requests and responses, so their schemas do not close
         *     the property set; the server still refuses unknown properties in a condition with
         *     `400 INVALID_CONDITIONS`.
         */
        TriggerCondition: components["schemas"]["CategoryEqualsCondition"] | components["schemas"]["TextContainsCondition"] | components["schemas"]["TextRegexCondition"] | components["schemas"]["ImportanceGteCondition"] | components["schemas"]["ImportanceLteCondition"] | components["schemas"]["MetadataKeyExistsCondition"] | components["schemas"]["AndGroupCondition"] | components["schemas"]["OrGroupCondition"];
        /**
         * @description The `type` of a CATEGORY_EQUALS condition (its discriminator value).
         * @enum {string}
         */
        CategoryEqualsConditionType: "CATEGORY_EQUALS";
        /** @description Matches when the memory's category equals `value` exactly. */
        CategoryEqualsCondition: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CATEGORY_EQUALS";
            value: components["schemas"]["MemoryCategory"];
        };
        /**
         * @description The `type` of a TEXT_CONTAINS condition (its discriminator value).
         * @enum {string}
         */
        TextContainsConditionType: "TEXT_CONTAINS";
        /** @description Matches when the memory text contains `value`, case-insensitive. */
        TextContainsCondition: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TEXT_CONTAINS";
            /** @example billing */
            value: string;
        };
        /**
         * @description The `type` of a TEXT_REGEX condition (its discriminator value).
         * @enum {string}
         */
        TextRegexConditionType: "TEXT_REGEX";
        /**
         * @description Matches when the memory text matches `pattern` (RE2 syntax, linear time, no flags).
         *
         *     Decision: a pattern is refused with `400 INVALID_REGEX` when it does not compile or when
         *     its compiled program would be too large: counted with repetitions expanded, a pattern
         *     holds at most 1,000 elements, where each literal character, `.`, escape or character
         *     class counts 1, a class over Unicode categories (`\p{L}`, `[\pN_]`) counts 100,
         *     `x{n,m}` counts `x` m times (`x{n,}` n + 1 times), and each `*`, `+`, `?`, group and `|`
         *     adds 1. `[ab]*a[ab]{200}c` counts 204; `[a-z]{1000}x` is refused.
         *
         *     Decision: matching runs apart from request handling, under limits: only the first
         *     65,536 characters of the memory text are matched (the rest is not looked at, so `$`
         *     anchors at the end of that part), and one match may run for at most the service's
         *     matching budget (250 ms unless the operator set another). A match that runs out of
         *     its budget is stopped, and the trigger's other patterns for that memory are not run.
         *     If the conditions could then still have matched, the memory's execution is recorded
         *     FAILED with no action run, each action's `error` naming the budget; a test run
         *     (`POST /v1/triggers/{trigger_id}/test`) reports the condition as not matched with an
         *     `error` saying so. An account whose matches ran out of their budget 4 times in the last
         *     minute (the service's setting) has its matching paused until the oldest of those is a
         *     minute old: meanwhile its memories' matches fail at once without running, and its trigger
         *     tests answer `429 RATE_LIMIT_EXCEEDED` with `Retry-After` (the seconds left) before their
         *     body is read.
         */
        TextRegexCondition: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TEXT_REGEX";
            /** @example [Ii]ncident #\d+ */
            pattern: string;
        };
        /**
         * @description The `type` of a IMPORTANCE_GTE condition (its discriminator value).
         * @enum {string}
         */
        ImportanceGteConditionType: "IMPORTANCE_GTE";
        /** @description Matches when the memory's importance is greater than or equal to `value`. */
        ImportanceGteCondition: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "IMPORTANCE_GTE";
            /** @example 0.8 */
            value: number;
        };
        /**
         * @description The `type` of a IMPORTANCE_LTE condition (its discriminator value).
         * @enum {string}
         */
        ImportanceLteConditionType: "IMPORTANCE_LTE";
        /** @description Matches when the memory's importance is less than or equal to `value`. */
        ImportanceLteCondition: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "IMPORTANCE_LTE";
            /** @example 0.3 */
            value: number;
        };
        /**
         * @description The `type` of a METADATA_KEY_EXISTS condition (its discriminator value).
         * @enum {string}
         */
        MetadataKeyExistsConditionType: "METADATA_KEY_EXISTS";
        /** @description Matches when the memory's metadata has `key` at its top level. */
        MetadataKeyExistsCondition: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "METADATA_KEY_EXISTS";
            /** @example ticket */
            key: string;
        };
        /**
         * @description The `type` of a AND_GROUP condition (its discriminator value).
         * @enum {string}
         */
        AndGroupConditionType: "AND_GROUP";
        /** @description Matches when every nested condition matches (at most 5 levels of nesting). */
        AndGroupCondition: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "AND_GROUP";
            conditions: components["schemas"]["TriggerCondition"][];
        };
        /**
         * @description The `type` of a OR_GROUP condition (its discriminator value).
         * @enum {string}
         */
        OrGroupConditionType: "OR_GROUP";
        /** @description Matches when at least one nested condition matches (at most 5 levels of nesting). */
        OrGroupCondition: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "OR_GROUP";
            conditions: components["schemas"]["TriggerCondition"][];
        };
        /**
         * @description One action, selected by `type`:
         *
         *     * `WEBHOOK` (`url`, optional `headers`): HTTP POST to the URL.
         *     * `EMAIL_ALERT` (`to`, optional `subject`): e-mail notification.
         *     * `CHAT_NOTIFICATION` (`channel`, optional `message_template`): message to a chat channel.
         *     * `LOG_EVENT` (optional `level`, optional `message_template`): entry in the service audit
         *       log.
         *
         *     Each member's `type` is its own single-value enumeration, as for conditions.
         *
         *     Templates (`subject`, `message_template`) may use the variables `{{memory.id}}`,
         *     `{{memory.content}}`, `{{memory.category}}`, `{{memory.importance}}`,
         *     `{{memory.user_id}}`, `{{memory.created_at}}`, `{{trigger.name}}` and `{{trigger.id}}`.
         *
         *     Decision: an unknown variable is left in the text as written; a variable without a value
         *     (for example `{{memory.user_id}}` for a memory stored without a user) renders as an empty
         *     string.
         *
         *     Decision: actions are shared by requests and responses, so their schemas do not close the
         *     property set; the server still refuses unknown properties in an action with
         *     `400 INVALID_ACTIONS`.
         */
        TriggerAction: components["schemas"]["WebhookAction"] | components["schemas"]["EmailAlertAction"] | components["schemas"]["ChatNotificationAction"] | components["schemas"]["LogEventAction"];
        /**
         * @description The `type` of a WEBHOOK action (its discriminator value).
         * @enum {string}
         */
        WebhookActionType: "WEBHOOK";
        /**
         * @description HTTP POST to `url` with the given extra `headers`.
         *
         *     Decision: the body is JSON `{"trigger": {"id", "name"}, "execution_id", "memory": {"id",
         *     "content", "category", "importance", "user_id", "metadata", "created_at"}, "executed_at"}`;
         *     the call times out after 10 seconds and any answer other than 2xx counts as FAILED.
         *
         *     Decision: `url` must be an HTTPS address, as for webhooks.
         */
        WebhookAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "WEBHOOK";
            /**
             * Format: uri
             * @description HTTPS address to POST to (`400 INVALID_ACTIONS` for another scheme).
             * @example https://hooks.example.com/memory/decisions
             */
            url: string;
            /**
             * @description Extra HTTP headers sent with the call.
             * @example {
             *       "X-Team": "billing"
             *     }
             */
            headers?: {
                [key: string]: string;
            };
        };
        /**
         * @description The `type` of a EMAIL_ALERT action (its discriminator value).
         * @enum {string}
         */
        EmailAlertActionType: "EMAIL_ALERT";
        /**
         * @description E-mail notification to `to`.
         *
         *     Decision: without `subject` the subject is `Trigger {{trigger.name}} matched memory
         *     {{memory.id}}`; the body lists the memory's fields.
         *
         *     Decision: `to` must be the account's own sign-up address or an address in a domain the
         *     operator allows (`EMAIL_ALLOWED_DOMAINS`); any other recipient is refused with `400
         *     INVALID_ACTIONS` when the trigger is created or updated, and the action is `FAILED`
         *     without sending when it runs.
         *
         *     Decision: each account sends at most `ACTION_EMAILS_PER_HOUR` (default 20) e-mails per
         *     UTC hour and `ACTION_EMAILS_PER_DAY` (default 100) per UTC day over all its triggers; an
         *     action over a cap is `FAILED`, nothing is sent, and its `error` names the cap and when it
         *     resets.
         */
        EmailAlertAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "EMAIL_ALERT";
            /**
             * Format: email
             * @example oncall@example.com
             */
            to: string;
            /**
             * @description Subject line; may use template variables.
             * @example Incident noted by {{trigger.name}}
             */
            subject?: string;
        };
        /**
         * @description The `type` of a CHAT_NOTIFICATION action (its discriminator value).
         * @enum {string}
         */
        ChatNotificationActionType: "CHAT_NOTIFICATION";
        /**
         * @description Message to a chat channel.
         *
         *     Decision: without `message_template` the message is `{{trigger.name}}: {{memory.content}}`.
         *
         *     Decision: `channel` resolves only among the channels the operator configured for the
         *     account (`CHAT_WEBHOOK_URLS` keyed by account id, plus channels shared by every account
         *     when the operator opts in with `CHAT_CHANNELS_SHARED`); another channel is refused with
         *     `400 INVALID_ACTIONS` when the trigger is created or updated, and the action is `FAILED`
         *     when it runs.
         *
         *     Decision: each account posts at most `ACTION_CHAT_PER_HOUR` (default 60) chat messages per
         *     UTC hour and `ACTION_CHAT_PER_DAY` (default 500) per UTC day over all its triggers; an
         *     action over a cap is `FAILED`, nothing is sent, and its `error` names the cap and when it
         *     resets.
         */
        ChatNotificationAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CHAT_NOTIFICATION";
            /**
             * @description Channel name, one of those configured for the account.
             * @example #billing-migration
             */
            channel: string;
            /**
             * @description Message text; may use template variables.
             * @example New decision ({{memory.importance}}): {{memory.content}}
             */
            message_template?: string;
        };
        /**
         * @description The `type` of a LOG_EVENT action (its discriminator value).
         * @enum {string}
         */
        LogEventActionType: "LOG_EVENT";
        /**
         * @description Entry in the service audit log.
         *
         *     Decision: `level` defaults to info; without `message_template` the entry is
         *     `Trigger {{trigger.name}} matched memory {{memory.id}}`.
         */
        LogEventAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "LOG_EVENT";
            /**
             * @description One of the four stored levels `debug`, `info`, `warn`, `error`, which is what an
             *     answer always holds. Defaults to info (stored and returned as info when omitted). Not
             *     declared as a schema default, because defaults inside `oneOf` members are applied by
             *     validators to every member they try.
             *
             *     Decision: a request may also give a common alias, in any letter case, and the
             *     action is stored with its level: `warning` is `warn`, `critical` and `fatal` are
             *     `error`, `trace` is `debug` (`INFO` is `info`). Any other value answers
             *     `400 INVALID_ACTIONS`.
             * @example info
             */
            level?: string;
            /**
             * @description Log message; may use template variables.
             * @example Trigger {{trigger.name}} matched memory {{memory.id}}
             */
            message_template?: string;
        };
        /** @description A trigger with its conditions, actions, caps and counters. */
        Trigger: {
            id: components["schemas"]["TriggerId"];
            /** @example Billing migration decisions */
            name: string;
            /**
             * @description Free text; null when none was given.
             * @example Posts every important decision about the billing migration to the team channel.
             */
            description: string | null;
            /** @example true */
            enabled: boolean;
            /** @description Every top-level condition must match. */
            conditions: components["schemas"]["TriggerCondition"][];
            /** @description Run in order when the conditions match. */
            actions: components["schemas"]["TriggerAction"][];
            /** @example 100 */
            max_triggers_per_hour: number;
            /** @example 1000 */
            max_triggers_per_day: number;
            /**
             * @description SUCCESS and FAILED executions in the current UTC hour.
             * @example 1
             */
            triggers_this_hour: number;
            /**
             * @description SUCCESS and FAILED executions in the current UTC day.
             * @example 7
             */
            triggers_today: number;
            /**
             * Format: date-time
             * @description Time of the latest execution; null if the trigger never ran.
             * @example 2026-11-02T14:30:00Z
             */
            last_triggered_at: string | null;
            /**
             * Format: date-time
             * @example 2026-10-28T08:00:00Z
             */
            created_at: string;
        };
        /** @description A trigger in a list. */
        TriggerListItem: {
            id: components["schemas"]["TriggerId"];
            /** @example Billing migration decisions */
            name: string;
            /** @example true */
            enabled: boolean;
            /**
             * @description Number of top-level conditions.
             * @example 2
             */
            conditions_count: number;
            /** @example 3 */
            actions_count: number;
            /** @example 1 */
            triggers_this_hour: number;
            /** @example 7 */
            triggers_today: number;
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            last_triggered_at: string | null;
            /**
             * Format: date-time
             * @example 2026-10-28T08:00:00Z
             */
            created_at: string;
        };
        TriggerPage: components["schemas"]["PageEnvelope"] & {
            items?: components["schemas"]["TriggerListItem"][];
        };
        /** @description A trigger to create. */
        CreateTriggerRequest: {
            /** @example Billing migration decisions */
            name: string;
            /** @example Posts every important decision about the billing migration to the team channel. */
            description?: string;
            /**
             * @default true
             * @example true
             */
            enabled: boolean;
            /** @description Every top-level condition must match (`400 INVALID_CONDITIONS` when empty or invalid). */
            conditions: components["schemas"]["TriggerCondition"][];
            /** @description Run in order when the conditions match (`400 INVALID_ACTIONS` when empty or invalid). */
            actions: components["schemas"]["TriggerAction"][];
            /**
             * @description Cap of executions per UTC hour (`400 INVALID_RATE_LIMIT` outside 1-10000).
             * @default 100
             * @example 100
             */
            max_triggers_per_hour: number;
            /**
             * @description Cap of executions per UTC day (`400 INVALID_RATE_LIMIT` outside 1-100000).
             * @default 1000
             * @example 1000
             */
            max_triggers_per_day: number;
        };
        /** @description The fields to change; `conditions` and `actions` replace the existing arrays whole. */
        UpdateTriggerRequest: {
            /** @example Billing migration decisions */
            name?: string;
            /**
             * @description New description; null clears it.
             * @example Posts every important decision to the team channel.
             */
            description?: string | null;
            /** @example false */
            enabled?: boolean;
            conditions?: components["schemas"]["TriggerCondition"][];
            actions?: components["schemas"]["TriggerAction"][];
            /** @example 50 */
            max_triggers_per_hour?: number;
            /** @example 500 */
            max_triggers_per_day?: number;
        };
        /**
         * @description Metadata of the simulated memory; `category` and `importance` feed the category and importance conditions, other keys the METADATA_KEY_EXISTS conditions. It nests at most 16 levels deep (the object itself is level 1) and at most 16384 bytes as compact JSON; past either limit a request answers `422 VALIDATION_ERROR` naming the field.
         * @example {
         *       "category": "decision",
         *       "importance": 0.85,
         *       "ticket": "BILL-142"
         *     }
         */
        TriggerTestMemoryMetadata: {
            category?: components["schemas"]["MemoryCategory"];
            importance?: components["schemas"]["Importance"];
        } & {
            [key: string]: unknown;
        };
        /** @description A simulated memory; it is not stored. */
        TriggerTestMemory: {
            /** @example We decided to bill enterprise customers annually from January. */
            content: string;
            metadata?: components["schemas"]["TriggerTestMemoryMetadata"];
            /** @example user-4711 */
            user_id?: string;
        };
        /** @description Optional input of a trigger test; without `memory` a built-in sample memory is used. */
        TestTriggerRequest: {
            memory?: components["schemas"]["TriggerTestMemory"];
        };
        /** @description How one condition evaluated in a test. */
        TriggerConditionResult: {
            type: components["schemas"]["TriggerConditionType"];
            /**
             * @description The condition's parameter as text (the value, pattern or key); null for groups.
             * @example decision
             */
            value: string | null;
            /** @example true */
            matched: boolean;
            /**
             * @description Why the condition could not be decided; present only then, with `matched` false. A
             *     TEXT_REGEX condition whose match ran out of the matching budget (or was not run
             *     because another pattern did) reports it here.
             * @example The TEXT_REGEX pattern "[ab]*a[ab]{200}c" was stopped: matching ran out of its time budget of 250 ms.
             */
            error?: string;
        };
        /** @description How one action ran in test mode (its request built, nothing sent). */
        TriggerTestActionResult: {
            type: components["schemas"]["TriggerActionType"];
            status: components["schemas"]["TriggerActionResultStatus"];
            /**
             * @description Why the action's request could not be built; only when FAILED.
             * @example The template of message_template has an unclosed '{{'.
             */
            error?: string;
            /**
             * @description Time to build the request.
             * @example 2
             */
            response_time_ms: number;
        };
        /** @description The result of a trigger test. */
        TriggerTestResult: {
            /**
             * @description Whether the trigger's conditions as a whole match the memory.
             * @example true
             */
            conditions_matched: boolean;
            /** @description Every condition, depth-first (a group before its members). */
            conditions_detail: components["schemas"]["TriggerConditionResult"][];
            actions_executed: components["schemas"]["TriggerTestActionResult"][];
            /**
             * @description Always true.
             * @example true
             * @enum {boolean}
             */
            test_mode: true;
        };
        /** @description Outcomes of one action type. */
        TriggerActionStats: {
            /** @example 145 */
            total: number;
            /** @example 141 */
            succeeded: number;
            /** @example 4 */
            failed: number;
        };
        /** @description Execution statistics of one trigger over the last 30 days. */
        TriggerAnalytics: {
            trigger_id: components["schemas"]["TriggerId"];
            /**
             * @description SUCCESS, FAILED and RATE_LIMITED executions.
             * @example 148
             */
            total_executions: number;
            /** @example 139 */
            successful_executions: number;
            /** @example 6 */
            failed_executions: number;
            /** @example 93.92 */
            success_rate_pct: number;
            /** @example 3 */
            rate_limited_count: number;
            /** @example 0.42 */
            avg_evaluation_time_ms: number;
            /** @description Keyed by action type (WEBHOOK, EMAIL_ALERT, CHAT_NOTIFICATION, LOG_EVENT). */
            actions_breakdown: {
                [key: string]: components["schemas"]["TriggerActionStats"];
            };
            /**
             * @description Executions per UTC hour of the day, keyed "00" to "23" (all 24 keys present).
             * @example {
             *       "08": 14,
             *       "09": 18
             *     }
             */
            hourly_distribution: {
                [key: string]: number;
            };
            /**
             * @example last_30_days
             * @enum {string}
             */
            period: "last_30_days";
        };
        /** @description The outcome of one action of an execution. */
        TriggerActionResult: {
            type: components["schemas"]["TriggerActionType"];
            status: components["schemas"]["TriggerActionResultStatus"];
            /**
             * @description Why the action failed; present only when FAILED.
             * @example The webhook answered HTTP 503 (Service Unavailable) after 1840 ms.
             */
            error?: string;
            /** @example 212 */
            response_time_ms: number;
        };
        /** @description One execution of a trigger for a matching memory. */
        TriggerExecution: {
            id: components["schemas"]["ExecutionId"];
            trigger_id: components["schemas"]["TriggerId"];
            status: components["schemas"]["TriggerExecutionStatus"];
            memory_id: components["schemas"]["MemoryId"];
            /**
             * @description Conditions evaluated, nested ones included.
             * @example 5
             */
            conditions_evaluated: number;
            /**
             * @description Conditions that matched, nested ones included.
             * @example 4
             */
            conditions_matched: number;
            /** @example 0.38 */
            evaluation_time_ms: number;
            /** @description One entry per action, in order; empty for RATE_LIMITED. */
            action_results: components["schemas"]["TriggerActionResult"][];
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            executed_at: string;
        };
        TriggerExecutionPage: components["schemas"]["PageEnvelope"] & {
            items?: components["schemas"]["TriggerExecution"][];
        };
        /** @description One entry of the audit log, written by a LOG_EVENT action. */
        AuditLogEntry: {
            /**
             * Format: int64
             * @description Position in the account's log; later entries have larger numbers.
             * @example 412
             */
            sequence: number;
            /**
             * @example info
             * @enum {string}
             */
            level: "debug" | "info" | "warn" | "error";
            /**
             * @description The action's rendered message template.
             * @example Trigger Billing migration decisions matched memory mem_WUw8y9xw1TsNbC0NP9b9uDK7
             */
            message: string;
            /** @description The entry's trigger (a `TriggerId`). */
            trigger_id: string | null;
            /** @description The entry's execution (a `ExecutionId`). */
            execution_id: string | null;
            /** @description The entry's memory (a `MemoryId`). */
            memory_id: string | null;
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            created_at: string;
        };
        AuditLogPage: components["schemas"]["PageEnvelope"] & {
            items?: components["schemas"]["AuditLogEntry"][];
        };
        /** @description A webhook subscription. The signing secret is returned only when it is created. */
        Webhook: {
            id: components["schemas"]["WebhookId"];
            /**
             * Format: uri
             * @description The HTTPS endpoint that receives deliveries.
             * @example https://hooks.example.com/memory-events
             */
            url: string;
            /**
             * @description The subscribed event types.
             * @example [
             *       "MEMORY_STORED",
             *       "MEMORY_FORGOTTEN"
             *     ]
             */
            events: components["schemas"]["WebhookEventType"][];
            /**
             * @description Whether events are delivered.
             * @example true
             */
            enabled: boolean;
            /**
             * @description Custom headers added to every delivery.
             * @example {
             *       "X-Team": "memory-ops"
             *     }
             */
            headers: {
                [key: string]: string;
            };
            /**
             * @description Time allowed for each delivery attempt.
             * @example 10
             */
            timeout_seconds: number;
            /**
             * @description Retries after the first attempt; a delivery makes at most `max_retries + 1` attempts.
             * @example 3
             */
            max_retries: number;
            /**
             * @description Delay before the first retry; each later retry waits twice as long as the previous one.
             * @example 60
             */
            retry_backoff_seconds: number;
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            created_at: string;
        };
        /** @description A webhook as returned by its creation, with its signing secret. */
        WebhookWithSecret: components["schemas"]["Webhook"] & {
            secret: components["schemas"]["WebhookSecret"];
        };
        /** @description A webhook in a list, with the time and status of its latest delivery. */
        WebhookListItem: components["schemas"]["Webhook"] & {
            /**
             * Format: date-time
             * @description Time of the latest delivery attempt; null when nothing was delivered yet.
             * @example 2026-11-02T15:04:12Z
             */
            last_delivery_at: string | null;
            /**
             * @description Status of the latest delivery (a `WebhookDeliveryStatus`); null when nothing was delivered yet.
             * @example SUCCESS
             * @enum {string|null}
             */
            last_delivery_status: "SUCCESS" | "FAILED" | null;
        };
        WebhookPage: components["schemas"]["PageEnvelope"] & {
            items?: components["schemas"]["WebhookListItem"][];
        };
        CreateWebhookRequest: {
            /**
             * Format: uri
             * @description Absolute `https://` URL of the receiving endpoint. Hosts that are or resolve to
             *     loopback, private, link-local, unique-local or cloud metadata addresses are refused
             *     (`400 INVALID_URL`).
             * @example https://hooks.example.com/memory-events
             */
            url: string;
            /**
             * @description Event types to deliver; non-empty and without repeats (`400 INVALID_EVENTS`).
             * @example [
             *       "MEMORY_STORED",
             *       "MEMORY_FORGOTTEN"
             *     ]
             */
            events: components["schemas"]["WebhookEventType"][];
            /**
             * @default true
             * @example true
             */
            enabled: boolean;
            secret?: components["schemas"]["WebhookSecret"];
            /**
             * @description Custom headers added to every delivery (at most 20; signature and content-type headers cannot be overridden).
             * @example {
             *       "X-Team": "memory-ops"
             *     }
             */
            headers?: {
                [key: string]: string;
            };
            /**
             * @description Time allowed for each attempt, and for the connectivity check at creation (`400 INVALID_TIMEOUT` outside 1-30).
             * @default 10
             * @example 10
             */
            timeout_seconds: number;
            /**
             * @description Retries after the first attempt.
             * @default 3
             * @example 3
             */
            max_retries: number;
            /**
             * @description Delay before the first retry, doubled for each later retry.
             * @default 60
             * @example 60
             */
            retry_backoff_seconds: number;
        };
        /** @description Only the fields given are changed. */
        UpdateWebhookRequest: {
            /**
             * Format: uri
             * @description New endpoint; the same rules as at creation (`400 INVALID_URL`).
             * @example https://hooks.example.com/memory-events-v2
             */
            url?: string;
            /**
             * @description Replaces the subscribed event types (`400 INVALID_EVENTS`).
             * @example [
             *       "MEMORY_STORED",
             *       "MEMORY_DECAYED"
             *     ]
             */
            events?: components["schemas"]["WebhookEventType"][];
            /** @example false */
            enabled?: boolean;
            /**
             * @description Replaces the custom headers whole.
             * @example {
             *       "X-Team": "memory-ops"
             *     }
             */
            headers?: {
                [key: string]: string;
            };
            /**
             * @description `400 INVALID_TIMEOUT` outside 1-30.
             * @example 20
             */
            timeout_seconds?: number;
            /** @example 5 */
            max_retries?: number;
            /** @example 30 */
            retry_backoff_seconds?: number;
        };
        /** @description Outcome of a test delivery. */
        WebhookTestResult: {
            delivery_id: components["schemas"]["DeliveryId"];
            /**
             * @description HTTP status of the endpoint's answer; null when no answer was received (timeout, DNS, TLS or connection failure).
             * @example 200
             */
            status_code: number | null;
            /**
             * @description Time until the answer, or until the attempt failed.
             * @example 142
             */
            response_time_ms: number;
            /**
             * @description The first 4096 bytes of the answer's body, each NUL character shown as U+FFFD; null when no answer was received.
             * @example {"received":true}
             */
            response_body: string | null;
            /**
             * @description True when the endpoint answered with a 2xx status within `timeout_seconds`.
             * @example true
             */
            success: boolean;
            /**
             * @example TEST
             * @enum {string}
             */
            event_type: "TEST";
        };
        /** @description Delivery statistics of one webhook over the last 30 days. */
        WebhookAnalytics: {
            webhook_id: components["schemas"]["WebhookId"];
            /**
             * Format: int64
             * @example 1250
             */
            total_deliveries: number;
            /**
             * Format: int64
             * @example 1230
             */
            successful_deliveries: number;
            /**
             * Format: int64
             * @example 20
             */
            failed_deliveries: number;
            /**
             * @description successful_deliveries / total_deliveries x 100; 0 when there are none.
             * @example 98.4
             */
            success_rate_pct: number;
            /** @example 185.5 */
            avg_response_time_ms: number;
            /** @example 420 */
            p95_response_time_ms: number;
            /** @example 980 */
            p99_response_time_ms: number;
            /**
             * @description Number of deliveries per event type (`DeliveryEventType` values as keys).
             * @example {
             *       "MEMORY_STORED": 900,
             *       "MEMORY_FORGOTTEN": 348
             *     }
             */
            events_breakdown: {
                [key: string]: number;
            };
            /**
             * @example last_30_days
             * @enum {string}
             */
            period: "last_30_days";
        };
        /**
         * @description One delivery of one event to one webhook, updated by each attempt. Decision: besides
         *     the specification's fields a delivery carries `webhook_id` and `event_id` (the `id`
         *     of the event body), and `next_retry_at` is always present, null when no retry is
         *     scheduled.
         */
        WebhookDelivery: {
            id: components["schemas"]["DeliveryId"];
            webhook_id: components["schemas"]["WebhookId"];
            event_id: components["schemas"]["EventId"];
            event_type: components["schemas"]["DeliveryEventType"];
            status: components["schemas"]["WebhookDeliveryStatus"];
            /**
             * @description HTTP status of the latest attempt's answer; null when no answer was received.
             * @example 200
             */
            status_code: number | null;
            /**
             * @description Duration of the latest attempt; null when it failed before connecting.
             * @example 142
             */
            response_time_ms: number | null;
            /**
             * @description Number of the latest attempt, starting at 1.
             * @example 1
             */
            attempt: number;
            /**
             * @description max_retries + 1 of the webhook when the delivery was created.
             * @example 4
             */
            max_attempts: number;
            /**
             * @description The exact JSON body that was sent (and signed).
             * @example {"id":"evt_9nV0yA1bC3dE5fG7hI9jK1lM","event":"MEMORY_STORED","timestamp":"2026-11-02T14:30:00Z","data":{}}
             */
            request_body: string;
            /**
             * @description The first 4096 bytes of the latest answer's body, each NUL character shown as U+FFFD; null when no answer was received.
             * @example {"received":true}
             */
            response_body: string | null;
            /**
             * @description Why the latest attempt failed; null on success.
             * @example null
             */
            error: string | null;
            /**
             * Format: date-time
             * @description Time of the latest attempt.
             * @example 2026-11-02T14:30:01Z
             */
            delivered_at: string;
            /**
             * Format: date-time
             * @description When the next attempt is scheduled; null when none is (success, or attempts exhausted).
             * @example null
             */
            next_retry_at: string | null;
        };
        WebhookDeliveryPage: components["schemas"]["PageEnvelope"] & {
            items?: components["schemas"]["WebhookDelivery"][];
        };
        /** @description The JSON body of a webhook delivery; `event` selects the shape of `data`. */
        WebhookEvent: components["schemas"]["MemoryStoredEvent"] | components["schemas"]["MemoryRecalledEvent"] | components["schemas"]["MemoryCompressedEvent"] | components["schemas"]["MemoryDecayedEvent"] | components["schemas"]["MemoryForgottenEvent"] | components["schemas"]["CollectionCreatedEvent"] | components["schemas"]["UsageThresholdEvent"] | components["schemas"]["TestEvent"];
        /** @description A new memory was created. */
        MemoryStoredEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "MEMORY_STORED";
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            timestamp: string;
            data: components["schemas"]["MemoryStoredEventData"];
        };
        /**
         * @description Decision: besides memory_id, content, user_id and metadata (with category and
         *     importance) the data carries the `collection` the memory was stored in.
         */
        MemoryStoredEventData: {
            memory_id: components["schemas"]["MemoryId"];
            /**
             * @description The memory's text.
             * @example The user prefers dark mode in every editor.
             */
            content: string;
            /**
             * @description The user id given on the generic surface; null for memories stored on the main surface.
             * @example null
             */
            user_id: string | null;
            /**
             * @description Collection name the memory was stored in.
             * @example agent-memory
             */
            collection: string;
            /** @description The caller's metadata plus the memory's `category` and `importance`. */
            metadata: {
                category: components["schemas"]["MemoryCategory"];
                importance: components["schemas"]["Importance"];
            } & {
                [key: string]: unknown;
            };
        };
        /** @description A memory was returned by a search or a read. */
        MemoryRecalledEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "MEMORY_RECALLED";
            /**
             * Format: date-time
             * @example 2026-11-02T14:31:00Z
             */
            timestamp: string;
            data: components["schemas"]["MemoryRecalledEventData"];
        };
        MemoryRecalledEventData: {
            memory_id: components["schemas"]["MemoryId"];
            /** @example agent-memory */
            collection: string;
            /**
             * @description Similarity score of the search result; null for a read by id.
             * @example 0.82
             */
            score: number | null;
            /**
             * @description The text query of the search; null for a read by id or a search by vector.
             * @example which theme does the user like
             */
            query: string | null;
            /**
             * @description search (returned by a search) or get (read by id).
             * @example search
             * @enum {string}
             */
            operation: "search" | "get";
        };
        /** @description Memory vectors were compressed. */
        MemoryCompressedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "MEMORY_COMPRESSED";
            /**
             * Format: date-time
             * @example 2026-11-02T14:32:00Z
             */
            timestamp: string;
            data: components["schemas"]["MemoryCompressedEventData"];
        };
        /** @description For an overflow store, `memory_id` is set and `job_id` is null; for a compression job, `job_id` is set and `memory_id` is null. */
        MemoryCompressedEventData: {
            /**
             * @description The stored memory (a `MemoryId`); null for a compression job.
             * @example mem_8fK2xQ9LmN4pR7sT1vW3yZ5a
             */
            memory_id: string | null;
            /**
             * @description The compression job (a `CompressionJobId`); null for an overflow store.
             * @example cjob_7dK9oQ2rS4tU6vW8xY0zA2bC
             */
            job_id: string | null;
            method: components["schemas"]["CompressionMethod"];
            /** @example 3 */
            target_bits: number;
            /**
             * @description Original size divided by compressed size.
             * @example 10.6
             */
            ratio: number;
            /**
             * Format: int64
             * @example 5000
             */
            vectors_count: number;
        };
        /** @description A memory's importance was decayed. */
        MemoryDecayedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "MEMORY_DECAYED";
            /**
             * Format: date-time
             * @example 2026-11-02T14:33:00Z
             */
            timestamp: string;
            data: components["schemas"]["MemoryDecayedEventData"];
        };
        MemoryDecayedEventData: {
            memory_id: components["schemas"]["MemoryId"];
            /** @example 0.5 */
            previous_importance: number;
            /** @example 0.45 */
            new_importance: number;
            /** @example 0.1 */
            decay_rate: number;
            /**
             * @description The importance threshold the new value fell below, when the decay crossed one; null otherwise. Decision: every force-decay sends the event; the scheduled decay sends it only when the importance falls below the configured threshold (OVERFLOW_DECAY_THRESHOLD, default 0.2), and then names it.
             * @example null
             */
            threshold: number | null;
        };
        /** @description A memory was permanently deleted. */
        MemoryForgottenEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "MEMORY_FORGOTTEN";
            /**
             * Format: date-time
             * @example 2026-11-02T14:34:00Z
             */
            timestamp: string;
            data: components["schemas"]["MemoryForgottenEventData"];
        };
        MemoryForgottenEventData: {
            memory_id: components["schemas"]["MemoryId"];
            /** @example memories */
            collection: string;
        };
        /** @description A new collection was created. */
        CollectionCreatedEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "COLLECTION_CREATED";
            /**
             * Format: date-time
             * @example 2026-11-02T14:35:00Z
             */
            timestamp: string;
            data: components["schemas"]["CollectionCreatedEventData"];
        };
        CollectionCreatedEventData: {
            /**
             * @description Name of the new collection.
             * @example project-notes
             */
            collection: string;
            /**
             * @description main (memory operations), overflow (overflow storage) or generic (generic surface).
             * @example main
             * @enum {string}
             */
            surface: "main" | "overflow" | "generic";
        };
        /** @description A usage quota reached 80%, 90% or 100% of its limit (once per threshold and period). */
        UsageThresholdEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "USAGE_THRESHOLD";
            /**
             * Format: date-time
             * @example 2026-11-02T14:36:00Z
             */
            timestamp: string;
            data: components["schemas"]["UsageThresholdEventData"];
        };
        UsageThresholdEventData: {
            /**
             * @example requests
             * @enum {string}
             */
            quota: "requests" | "memories" | "tokens" | "compression_vectors";
            /**
             * @description The threshold that was crossed, in percent of the limit.
             * @example 80
             * @enum {number}
             */
            threshold_pct: 80 | 90 | 100;
            /**
             * Format: int64
             * @example 40000
             */
            used: number;
            /**
             * Format: int64
             * @example 50000
             */
            limit: number;
            tier: components["schemas"]["Tier"];
            /**
             * Format: date-time
             * @description When the period and its usage reset.
             * @example 2026-12-01T00:00:00Z
             */
            reset_date: string;
        };
        /** @description A test delivery sent by `POST /v1/webhooks/{webhook_id}/test`. */
        TestEvent: {
            id: components["schemas"]["EventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "TEST";
            /**
             * Format: date-time
             * @example 2026-11-02T14:37:00Z
             */
            timestamp: string;
            data: components["schemas"]["TestEventData"];
        };
        TestEventData: {
            /** @example This is a test delivery from the Memory Intelligence Service. */
            message: string;
            webhook_id: components["schemas"]["WebhookId"];
        };
        /** @description A group of edge devices with a shared sync strategy. */
        Fleet: {
            id: components["schemas"]["FleetId"];
            /** @example Warehouse robots */
            name: string;
            /** @example Robots of hall B. */
            description: string | null;
            sync_strategy: components["schemas"]["SyncStrategy"];
            /**
             * @description Interval of the PERIODIC strategy; null when not set and the strategy is not PERIODIC.
             * @example 300
             */
            sync_interval_seconds: number | null;
            metadata: components["schemas"]["Metadata"];
            /** @example 12 */
            device_count: number;
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            created_at: string;
        };
        /** @description A fleet in a list, with its online and offline device counts. */
        FleetListItem: components["schemas"]["Fleet"] & {
            /** @example 9 */
            online_count: number;
            /** @example 2 */
            offline_count: number;
        };
        FleetPage: components["schemas"]["PageEnvelope"] & {
            items?: components["schemas"]["FleetListItem"][];
        };
        CreateFleetRequest: {
            /** @example Warehouse robots */
            name: string;
            /** @example Robots of hall B. */
            description?: string;
            /**
             * @description Sync strategy of the fleet (`400 INVALID_SYNC_STRATEGY` for an unknown value).
             * @default INTELLIGENT
             */
            sync_strategy: components["schemas"]["SyncStrategy"];
            /**
             * @description Interval of the PERIODIC strategy. When not given it is 300 for PERIODIC and null otherwise.
             * @example 300
             */
            sync_interval_seconds?: number;
            metadata?: components["schemas"]["Metadata"];
        };
        /** @description Only the fields given are changed. */
        UpdateFleetRequest: {
            /** @example Warehouse robots (hall B) */
            name?: string;
            /**
             * @description New description; null clears it.
             * @example Robots of hall B.
             */
            description?: string | null;
            sync_strategy?: components["schemas"]["SyncStrategy"];
            /** @example 900 */
            sync_interval_seconds?: number;
            metadata?: components["schemas"]["Metadata"];
        };
        /** @description Current state of a fleet and its sync activity over the last 24 hours. */
        FleetDashboard: {
            fleet_id: components["schemas"]["FleetId"];
            /** @example Warehouse robots */
            name: string;
            /** @example 12 */
            device_count: number;
            /** @example 9 */
            online_count: number;
            /** @example 2 */
            offline_count: number;
            /**
             * Format: int64
             * @example 4821
             */
            memories_synced_24h: number;
            /** @example 3 */
            sync_errors_24h: number;
            /** @example 245.7 */
            avg_sync_latency_ms: number;
            /** @example 18432.5 */
            total_memory_usage_mb: number;
            /**
             * @description Device counts keyed by `DeviceType`; types without devices are omitted.
             * @example {
             *       "ROBOT": 10,
             *       "IOT_GATEWAY": 2
             *     }
             */
            devices_by_type: {
                [key: string]: number;
            };
            /**
             * @description Device counts keyed by `DeviceStatus`; statuses without devices are omitted.
             * @example {
             *       "ONLINE": 9,
             *       "OFFLINE": 2,
             *       "MAINTENANCE": 1
             *     }
             */
            devices_by_status: {
                [key: string]: number;
            };
            /** @description The 10 newest ACTIVE alerts of the fleet, newest first. */
            recent_alerts: components["schemas"]["FleetDashboardAlert"][];
        };
        FleetDashboardAlert: {
            id: components["schemas"]["AlertId"];
            device_id: components["schemas"]["DeviceId"];
            type: components["schemas"]["AlertType"];
            /** @example Battery of robot-07 is at 12%. */
            message: string;
            /**
             * Format: date-time
             * @example 2026-11-02T13:55:00Z
             */
            created_at: string;
        };
        /** @description What the device can do. The four keys below are typed; other keys are accepted and returned as given. */
        DeviceCapabilities: {
            /**
             * @description RAM in megabytes.
             * @example 4096
             */
            memory_mb?: number;
            /**
             * @description Storage in gigabytes.
             * @example 64
             */
            storage_gb?: number;
            /** @example true */
            has_gpu?: boolean;
            /**
             * Format: int64
             * @description Largest number of memory vectors the device can hold.
             * @example 100000
             */
            max_vectors?: number;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description An edge device. The device token is returned only at registration. Decision: the
         *     device also carries its `sync_interval_seconds` (null when not set and the strategy
         *     is not PERIODIC).
         */
        Device: {
            id: components["schemas"]["DeviceId"];
            /** @example robot-07 */
            name: string;
            type: components["schemas"]["DeviceType"];
            /**
             * @description The device's fleet (a `FleetId`); null when unassigned.
             * @example fleet_4gN5rT7uV9wX1yZ3aB5cD7eF
             */
            fleet_id: string | null;
            status: components["schemas"]["DeviceStatus"];
            sync_strategy: components["schemas"]["SyncStrategy"];
            /**
             * @description Interval of the PERIODIC strategy; null when not set and the strategy is not PERIODIC.
             * @example 300
             */
            sync_interval_seconds: number | null;
            capabilities: components["schemas"]["DeviceCapabilities"];
            metadata: components["schemas"]["Metadata"];
            /**
             * Format: int64
             * @description Memories on the device, as last reported by a heartbeat.
             * @example 1520
             */
            memories_count: number;
            /**
             * Format: int64
             * @description Memories waiting to be pushed, as last reported by a heartbeat.
             * @example 4
             */
            sync_pending_count: number;
            /**
             * Format: date-time
             * @example 2026-11-02T15:00:30Z
             */
            last_heartbeat_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-02T14:58:00Z
             */
            last_sync_at: string | null;
            /**
             * Format: int64
             * @description Decision: seconds since the device last became ONLINE, computed by the server; null while it is not ONLINE.
             * @example 1830
             */
            uptime_seconds: number | null;
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            created_at: string;
        };
        /** @description A device as returned by its registration, with its device token. */
        RegisteredDevice: components["schemas"]["Device"] & {
            device_token: components["schemas"]["DeviceToken"];
        };
        /** @description A device in a list. */
        DeviceListItem: {
            id: components["schemas"]["DeviceId"];
            /** @example robot-07 */
            name: string;
            type: components["schemas"]["DeviceType"];
            /**
             * @description The device's fleet (a `FleetId`); null when unassigned.
             * @example fleet_4gN5rT7uV9wX1yZ3aB5cD7eF
             */
            fleet_id: string | null;
            status: components["schemas"]["DeviceStatus"];
            /**
             * Format: date-time
             * @example 2026-11-02T15:00:30Z
             */
            last_heartbeat_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-02T14:58:00Z
             */
            last_sync_at: string | null;
            /**
             * Format: int64
             * @example 1520
             */
            memories_count: number;
            /**
             * Format: int64
             * @example 4
             */
            sync_pending_count: number;
        };
        DevicePage: components["schemas"]["PageEnvelope"] & {
            items?: components["schemas"]["DeviceListItem"][];
        };
        RegisterDeviceRequest: {
            /** @example robot-07 */
            name: string;
            type: components["schemas"]["DeviceType"];
            fleet_id?: components["schemas"]["FleetIdInput"];
            sync_strategy?: components["schemas"]["SyncStrategy"];
            /**
             * @description Interval of the PERIODIC strategy. When not given it is 300 for PERIODIC and null otherwise.
             * @example 300
             */
            sync_interval_seconds?: number;
            capabilities?: components["schemas"]["DeviceCapabilities"];
            metadata?: components["schemas"]["Metadata"];
        };
        /** @description Only the fields given are changed. */
        UpdateDeviceRequest: {
            /** @example robot-07 */
            name?: string;
            /**
             * @description Moves the device to this fleet (a `FleetId`, opaque on input as `FleetIdInput`; an unknown one answers `404 FLEET_NOT_FOUND`); null unassigns it.
             * @example fleet_7hQ8sU0vW2xY4zA6bC8dE0fG
             */
            fleet_id?: string | null;
            sync_strategy?: components["schemas"]["SyncStrategy"];
            /** @example 600 */
            sync_interval_seconds?: number;
            status?: components["schemas"]["DeviceStatus"];
            metadata?: components["schemas"]["Metadata"];
        };
        /** @description Every field is optional; send what the device can measure. */
        HeartbeatRequest: {
            /** @example 37.5 */
            cpu_usage_pct?: number;
            /** @example 62.1 */
            memory_usage_pct?: number;
            /** @example 48 */
            storage_usage_pct?: number;
            /** @example 81.5 */
            battery_pct?: number;
            network_type?: components["schemas"]["NetworkType"];
            /**
             * @description Received signal strength in dBm.
             * @example -58
             */
            signal_strength_dbm?: number;
            /**
             * Format: int64
             * @description Memories currently on the device.
             * @example 1520
             */
            memories_count?: number;
            /**
             * Format: int64
             * @description Memories on the device waiting to be pushed.
             * @example 4
             */
            sync_pending_count?: number;
            /**
             * @description Any other device metrics, stored as given.
             * @example {
             *       "motor_temp_c": 41.2
             *     }
             */
            custom_metrics?: {
                [key: string]: unknown;
            };
        };
        HeartbeatResponse: {
            /**
             * @example OK
             * @enum {string}
             */
            status: "OK";
            /**
             * Format: date-time
             * @description The server's clock, for the device to correct drift.
             * @example 2026-11-02T15:00:30Z
             */
            server_time: string;
            /**
             * @description Whether the device should sync now.
             * @example true
             */
            sync_required: boolean;
            sync_priority: components["schemas"]["SyncPriority"];
            /** @description Commands for the device; a `sync` command is repeated in every answer until its job ends. */
            pending_commands: components["schemas"]["DevicePendingCommand"][];
        };
        DevicePendingCommand: {
            /**
             * @description Command name, for example `sync`.
             * @example sync
             */
            command: string;
            /**
             * Format: date-time
             * @example 2026-11-02T15:00:10Z
             */
            issued_at: string;
            /**
             * @description Arguments of the command; `{}` when it has none.
             * @example {
             *       "job_id": "sync_1jR2uW3xY5zA7bC9dE1fG3hI",
             *       "direction": "both"
             *     }
             */
            args: {
                [key: string]: unknown;
            };
        };
        SyncDeviceRequest: {
            direction: components["schemas"]["SyncDirection"];
            /**
             * @description True for a full sync instead of an incremental one.
             * @default false
             * @example false
             */
            force: boolean;
            /**
             * @description Collection names to sync; omit for all.
             * @example [
             *       "agent-memory"
             *     ]
             */
            collections?: string[];
        };
        /** @description A sync job between a device and the cloud. */
        SyncJob: {
            job_id: components["schemas"]["SyncJobId"];
            device_id: components["schemas"]["DeviceId"];
            direction: components["schemas"]["SyncDirection"];
            status: components["schemas"]["SyncJobStatus"];
            /**
             * Format: int64
             * @example 4
             */
            memories_to_push: number;
            /**
             * Format: int64
             * @example 37
             */
            memories_to_pull: number;
            /**
             * Format: date-time
             * @example 2026-11-02T15:00:10Z
             */
            started_at: string;
            /**
             * Format: date-time
             * @description When the job ended (COMPLETED or FAILED); null while IN_PROGRESS.
             * @example null
             */
            completed_at: string | null;
            /**
             * @description Why the job failed; null unless FAILED.
             * @example null
             */
            error: string | null;
        };
        DevicePushRequest: {
            /** @description Up to 100 memories; none to record a sync with nothing to push. */
            memories: components["schemas"]["DevicePushedMemory"][];
        };
        DevicePushedMemory: {
            /**
             * @description The device's own id of the memory, unique on the device; makes the push idempotent.
             * @example note-0001
             */
            local_id: string;
            /**
             * @description The memory's text; must hold a character other than white space.
             * @example Aisle 7 is blocked by pallets until Friday.
             */
            text: string;
            /**
             * @description Collection name (default agent-memory).
             * @example warehouse
             */
            collection?: string;
            category?: components["schemas"]["MemoryCategory"];
            /** @example 0.7 */
            importance?: number;
            metadata?: components["schemas"]["Metadata"];
        };
        DevicePushResult: {
            /** @description One entry per pushed memory, in order. */
            results: {
                /** @example note-0001 */
                local_id: string;
                memory_id: components["schemas"]["MemoryId"];
                /**
                 * @description created (a new memory), existing (this local_id was pushed before), duplicate (the collection already held this text), forgotten (the memory of this local_id was forgotten in the cloud; nothing was stored).
                 * @example created
                 * @enum {string}
                 */
                status: "created" | "existing" | "duplicate" | "forgotten";
            }[];
        };
        DeviceChange: {
            /**
             * @example stored
             * @enum {string}
             */
            change: "stored" | "forgotten";
            memory_id: components["schemas"]["MemoryId"];
            /** @example warehouse */
            collection: string;
            /**
             * @description The memory's text; null for a forget.
             * @example Aisle 7 is blocked by pallets until Friday.
             */
            text: string | null;
            /**
             * @description A `MemoryCategory`; null for a forget.
             * @example fact
             * @enum {string|null}
             */
            category: "preference" | "decision" | "fact" | "entity" | "other" | null;
            /** @example 0.7 */
            importance: number | null;
            /**
             * @example {
             *       "aisle": 7
             *     }
             */
            metadata: {
                [key: string]: unknown;
            } | null;
            /**
             * @description The `local_id` this device pushed the memory under; null for memories from elsewhere and for forgets.
             * @example note-0001
             */
            local_id: string | null;
            /**
             * Format: date-time
             * @example 2026-11-02T15:00:31Z
             */
            changed_at: string;
        };
        DeviceChangesPage: {
            changes: components["schemas"]["DeviceChange"][];
            /**
             * @description Where the next pull continues; the same cursor when there is nothing new.
             * @example c_MTIzNDc
             */
            next_cursor: string;
            /**
             * @description True when more changes wait beyond this page.
             * @example false
             */
            has_more: boolean;
        };
        /** @description An alert raised for a device. */
        Alert: {
            id: components["schemas"]["AlertId"];
            type: components["schemas"]["AlertType"];
            status: components["schemas"]["AlertStatus"];
            device_id: components["schemas"]["DeviceId"];
            /**
             * @description The device's fleet when the alert was raised (a `FleetId`); null when it had none.
             * @example fleet_4gN5rT7uV9wX1yZ3aB5cD7eF
             */
            fleet_id: string | null;
            /** @example Battery of robot-07 is at 12%. */
            message: string;
            /** @example Battery swapped during the afternoon shift. */
            resolution_note: string | null;
            /**
             * Format: date-time
             * @example 2026-11-02T13:55:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Null while ACTIVE.
             * @example 2026-11-02T16:20:00Z
             */
            resolved_at: string | null;
        };
        AlertPage: components["schemas"]["PageEnvelope"] & {
            items?: components["schemas"]["Alert"][];
        };
        ResolveAlertRequest: {
            /**
             * @description How the problem was resolved.
             * @example Battery swapped during the afternoon shift.
             */
            resolution_note?: string;
        };
        /** @description The document served at `GET /`. */
        ServiceDescriptor: {
            /** @example Memory Intelligence Service */
            name: string;
            /**
             * @description Version of the descriptor document; may differ from the running version in `GET /v1/health`.
             * @example 1.0.0
             */
            version: string;
            /** @example Memory-intelligence API for AI agents. */
            description: string;
            status: components["schemas"]["HealthStatus"];
            /**
             * Format: int64
             * @example 86400
             */
            uptime_seconds: number;
            documentation: components["schemas"]["ServiceDocumentationLinks"];
            /** @description The first steps (create a key, store, search, check usage). */
            quick_start: components["schemas"]["QuickStartStep"][];
            /** @description The tiers and their monthly volume limits. */
            tiers: components["schemas"]["DescriptorTier"][];
            support: components["schemas"]["ServiceSupportLinks"];
        };
        /** @description Paths of the documentation and the web console on this instance. */
        ServiceDocumentationLinks: {
            /** @example /docs */
            docs: string;
            /** @example /redoc */
            redoc: string;
            /** @example /health */
            health: string;
            /** @example /openapi.yaml */
            openapi: string;
            /**
             * @description The web console, where people sign in with an API key.
             * @example /console
             */
            console?: string;
        };
        QuickStartStep: {
            /** @example 1 */
            step: number;
            /** @example Create an API key */
            title: string;
            /**
             * @example POST
             * @enum {string}
             */
            method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
            /** @example /v1/keys */
            path: string;
            /** @example Sign up with an e-mail address. The key is shown once. */
            description: string;
        };
        /** @description One tier and its monthly volume limits; null means unlimited (or, for the price, custom). */
        DescriptorTier: {
            name: components["schemas"]["Tier"];
            /**
             * @description Monthly price in USD; null for enterprise (custom pricing).
             * @example 29
             */
            price_usd_per_month: number | null;
            /**
             * Format: int64
             * @description Tokens per month; null means unlimited.
             * @example 2000000
             */
            tokens_per_month: number | null;
            /**
             * Format: int64
             * @description Queries per month; null means unlimited.
             * @example 20000
             */
            queries_per_month: number | null;
            /**
             * Format: int64
             * @description Vectors compressed per month; null means unlimited.
             * @example 500000
             */
            compression_vectors_per_month: number | null;
            /**
             * @description Collections; null means unlimited.
             * @example 3
             */
            collections: number | null;
            /**
             * @description Webhooks; null means unlimited.
             * @example 5
             */
            webhooks: number | null;
            /**
             * @example e-mail
             * @enum {string}
             */
            support: "community" | "e-mail" | "priority" | "dedicated";
        };
        ServiceSupportLinks: {
            /**
             * Format: uri
             * @description Absolute address of the interactive documentation of this instance.
             * @example http://127.0.0.1:8080/docs
             */
            docs: string;
            /**
             * Format: uri
             * @example https://github.com/memory-intelligence/memory-intelligence-service/issues
             */
            issues: string;
            /**
             * Format: email
             * @example maintainers@memory-intelligence.dev
             */
            email: string;
        };
        /** @description Liveness of the service. */
        HealthCheck: {
            status: components["schemas"]["HealthStatus"];
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            timestamp: string;
        };
        /** @description The `GET /health` body when the service is unhealthy, an error envelope that also carries the health fields. */
        HealthCheckUnavailable: components["schemas"]["ErrorEnvelope"] & {
            status: components["schemas"]["HealthStatus"];
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            timestamp: string;
        };
        ServiceHealthReport: {
            status: components["schemas"]["HealthStatus"];
            /**
             * @description The running service version.
             * @example 1.0.0
             */
            version: string;
            environment: components["schemas"]["Environment"];
            /**
             * Format: int64
             * @example 86400
             */
            uptime_seconds: number;
            services: components["schemas"]["ServiceComponentsHealth"];
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            timestamp: string;
        };
        /** @description Health of each internal service. */
        ServiceComponentsHealth: {
            api: components["schemas"]["HealthStatus"];
            embedding: components["schemas"]["HealthStatus"];
            vector_db: components["schemas"]["HealthStatus"];
        };
        MonitoringMetrics: {
            /**
             * Format: int64
             * @example 86400
             */
            uptime_seconds: number;
            requests: components["schemas"]["MetricsRequests"];
            response_time: components["schemas"]["MetricsResponseTime"];
            /**
             * @description Share of requests in the last 24 hours that answered 4xx or 5xx, in percent.
             * @example 0.84
             */
            error_rate_pct: number;
            errors: components["schemas"]["MetricsErrors"];
            active_users: components["schemas"]["MetricsActiveUsers"];
            usage: components["schemas"]["MetricsUsage"];
            /**
             * @description Health and latency of each internal service, keyed by service name (api, embedding, vector_db).
             * @example {
             *       "api": {
             *         "status": "healthy",
             *         "latency_ms": 1.2
             *       },
             *       "embedding": {
             *         "status": "healthy",
             *         "latency_ms": 18.5
             *       },
             *       "vector_db": {
             *         "status": "healthy",
             *         "latency_ms": 4.1
             *       }
             *     }
             */
            service_health: {
                [key: string]: components["schemas"]["MetricsServiceHealthEntry"];
            };
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            timestamp: string;
        };
        MetricsRequests: {
            /**
             * Format: int64
             * @example 48210
             */
            total_24h: number;
            /**
             * Format: int64
             * @example 301544
             */
            total_7d: number;
            /**
             * @description Average requests per minute over the last 24 hours.
             * @example 33.5
             */
            rate_per_minute: number;
        };
        /** @description Response times over the last 24 hours, in milliseconds. */
        MetricsResponseTime: {
            /** @example 42.7 */
            avg_ms: number;
            /** @example 31 */
            p50_ms: number;
            /** @example 118.4 */
            p95_ms: number;
            /** @example 240.9 */
            p99_ms: number;
        };
        /** @description Error responses in the last 24 hours. */
        MetricsErrors: {
            /**
             * Format: int64
             * @example 391
             */
            "4xx_24h": number;
            /**
             * Format: int64
             * @example 14
             */
            "5xx_24h": number;
        };
        /** @description Accounts that made at least one request in the last day, week and month. */
        MetricsActiveUsers: {
            /** @example 120 */
            daily: number;
            /** @example 410 */
            weekly: number;
            /** @example 1275 */
            monthly: number;
        };
        MetricsUsage: {
            /**
             * Format: int64
             * @example 1843920
             */
            total_memories: number;
            /**
             * Format: int64
             * @example 2311
             */
            total_collections: number;
            /** @example 12.6 */
            storage_used_gb: number;
            /**
             * Format: int64
             * @example 20114
             */
            embeddings_generated_24h: number;
            /**
             * Format: int64
             * @example 17730
             */
            searches_24h: number;
        };
        MetricsServiceHealthEntry: {
            status: components["schemas"]["HealthStatus"];
            /**
             * @description Latency of the last health probe of this service, in milliseconds.
             * @example 18.5
             */
            latency_ms: number;
        };
        ExportUsageRequest: {
            /**
             * Format: date-time
             * @description Start of the range (inclusive). Default 30 days before now.
             * @example 2026-10-01T00:00:00Z
             */
            start_date?: string;
            /**
             * Format: date-time
             * @description End of the range (exclusive). Default now.
             * @example 2026-11-01T00:00:00Z
             */
            end_date?: string;
            format: components["schemas"]["UsageExportFormat"];
        };
        /** @description A usage export; it is complete when created. */
        UsageExport: {
            job_id: components["schemas"]["ExportJobId"];
            status: components["schemas"]["ExportJobStatus"];
            format: components["schemas"]["UsageExportFormat"];
            /**
             * Format: date-time
             * @example 2026-10-01T00:00:00Z
             */
            start_date: string;
            /**
             * Format: date-time
             * @example 2026-11-01T00:00:00Z
             */
            end_date: string;
            /**
             * Format: int64
             * @example 48213
             */
            file_size_bytes: number;
            /**
             * Format: uri
             * @description Signed download link, usable without an API key until `expires_at`.
             * @example http://127.0.0.1:8080/v1/export/exp_U5s7A9g1E3x5P7o9R1t3Z5k7/download?expires=1793716330&signature=f5b698aa6a32f30f6796d3b5acbb783fc821c9abe6f49997f175679e8a8a6936
             */
            download_url: string;
            /**
             * Format: date-time
             * @description When the download link expires (24 hours after creation).
             * @example 2026-11-03T14:32:10Z
             */
            expires_at: string;
            /**
             * Format: date-time
             * @example 2026-11-02T14:32:10Z
             */
            created_at: string;
        };
        CreateExportRequest: {
            format: components["schemas"]["MemoryExportFormat"];
            /** @description Collections to export; omit to export all collections. */
            collections?: components["schemas"]["CollectionIdInput"][];
            filters?: components["schemas"]["MemoryFilters"];
            /**
             * @description Include each memory's vector.
             * @default false
             * @example false
             */
            include_vectors: boolean;
            /**
             * @description Include each memory's metadata.
             * @default true
             * @example true
             */
            include_metadata: boolean;
        };
        /** @description A memory export job. */
        ExportJob: {
            job_id: components["schemas"]["ExportJobId"];
            status: components["schemas"]["ExportJobStatus"];
            format: components["schemas"]["MemoryExportFormat"];
            /** @description The requested collections; null when the export covers all collections. */
            collections: components["schemas"]["CollectionId"][] | null;
            /** @example false */
            include_vectors: boolean;
            /** @example true */
            include_metadata: boolean;
            /**
             * Format: int64
             * @description Memories in the file; null until the job is complete.
             * @example 15230
             */
            memories_count: number | null;
            /**
             * Format: int64
             * @description Size of the file; null until the job is complete.
             * @example 104857600
             */
            file_size_bytes: number | null;
            /**
             * Format: uri
             * @description Signed download link, usable without an API key until `expires_at`; null until the job is complete.
             * @example http://127.0.0.1:8080/v1/export/exp_3kS4vX5yZ7aB9cD1eF3gH5iJ/download?expires=1793716330&signature=f5b698aa6a32f30f6796d3b5acbb783fc821c9abe6f49997f175679e8a8a6936
             */
            download_url: string | null;
            /** @example 45.5 */
            progress_pct: number;
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-02T14:32:10Z
             */
            completed_at: string | null;
            /**
             * Format: date-time
             * @description When the download link expires (24 hours after completion); null until complete.
             * @example 2026-11-03T14:32:10Z
             */
            expires_at: string | null;
            /**
             * @description Why the job failed; null unless status is FAILED.
             * @example null
             */
            error: string | null;
        };
        /**
         * @description A NATIVE_JSON export file: what `POST /v1/export` writes in that format and `POST
         *     /v1/import` reads. Fields of the file that import does not need (`job_id`,
         *     `exported_at`, `include_vectors`, `include_metadata`, `vector_codec`,
         *     `memories_count`) are allowed and ignored.
         */
        NativeExport: {
            /** @enum {string} */
            format: "NATIVE_JSON";
            /** @enum {integer} */
            format_version?: 1;
            memories: components["schemas"]["NativeExportMemory"][];
        } & {
            [key: string]: unknown;
        };
        /** @description One memory of a NATIVE_JSON file (also one line of a JSONL export). */
        NativeExportMemory: {
            id: components["schemas"]["MemoryIdInput"];
            /**
             * @description Where the memory lives: the memory operations' vector store (`main`) or hosted overflow storage.
             * @default main
             * @enum {string}
             */
            store: "main" | "overflow";
            /** @example agent-memory */
            collection: string;
            collection_id?: components["schemas"]["CollectionIdInput"];
            text: string;
            category: components["schemas"]["MemoryCategory"];
            importance: components["schemas"]["Importance"];
            metadata?: components["schemas"]["Metadata"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at?: string;
            /** @description The memory's vector (768 values); present when exported with `include_vectors`. */
            vector?: number[];
            /**
             * Format: byte
             * @description An overflow memory's stored TURBOQUANT code (base64), exact; present when exported with `include_vectors`.
             */
            vector_code?: string;
            history?: {
                /** @enum {string} */
                action: "created" | "importance_updated" | "decayed";
                /** Format: date-time */
                timestamp: string;
                details: {
                    [key: string]: unknown;
                };
            }[];
            versions?: {
                version: number;
                text: string;
                category: components["schemas"]["MemoryCategory"];
                importance: components["schemas"]["Importance"];
                /** Format: date-time */
                created_at: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        ImportResult: {
            /** @example 1 */
            imported: number;
            /**
             * @description Main-surface memories skipped because their text is already stored in the collection.
             * @example 0
             */
            duplicates: number;
            /** @description Each imported memory's id in the file, mapped to its new id. */
            id_map: {
                [key: string]: components["schemas"]["MemoryId"];
            };
        };
        BillingAnalyticsRequest: {
            /**
             * @description Add the per-operation breakdown `current_month.operations`.
             * @default false
             * @example true
             */
            include_operations: boolean;
            /**
             * @description Number of previous months in `history`.
             * @default 1
             * @example 3
             */
            months_back: number;
        };
        BillingAnalytics: {
            plan: components["schemas"]["Tier"];
            /**
             * @description The current billing month, `YYYY-MM`.
             * @example 2026-11
             */
            billing_period: string;
            current_month: components["schemas"]["BillingCurrentMonth"];
            /** @description Previous months, newest first. */
            history: components["schemas"]["BillingHistoryMonth"][];
        };
        BillingCurrentMonth: {
            /**
             * @description Cost so far this month, in USD.
             * @example 8.15
             */
            total_cost: number;
            /**
             * Format: int64
             * @example 12400
             */
            memories_stored: number;
            /**
             * Format: int64
             * @example 15500
             */
            searches_performed: number;
            /**
             * Format: int64
             * @example 4100
             */
            embeddings_generated: number;
            /** @example 1.2 */
            storage_gb: number;
            /** @description Per-operation costs; present only when `include_operations` is true. */
            operations?: components["schemas"]["BillingOperation"][];
        };
        BillingOperation: {
            /**
             * @description The billed operation, one of intelligence, store, search, embed, forget, overflow_store, overflow_search, compression, storage.
             * @example search
             */
            name: string;
            /**
             * Format: int64
             * @description Number of operations; null for storage.
             * @example 15500
             */
            count: number | null;
            /**
             * @description Cost in USD.
             * @example 3.1
             */
            cost: number;
            /**
             * @description Billing unit; set only for storage (GB-month), null otherwise.
             * @example GB-month
             */
            unit: string | null;
        };
        BillingHistoryMonth: {
            /**
             * @description The month, `YYYY-MM`.
             * @example 2026-10
             */
            month: string;
            /**
             * @description Cost of the month, in USD.
             * @example 7.42
             */
            total_cost: number;
            /**
             * Format: int64
             * @example 11020
             */
            memories_stored: number;
            /**
             * Format: int64
             * @example 14210
             */
            searches_performed: number;
        };
        /**
         * @description Events of the generic surface a webhook can subscribe to.
         * @enum {string}
         */
        GenericEventType: "memory.created" | "memory.updated" | "memory.deleted" | "search.performed";
        /** @description Metadata of a generic memory; `category`, `importance` and `tags` have fixed meanings, other keys are kept as given. It nests at most 16 levels deep (the object itself is level 1) and at most 16384 bytes as compact JSON; past either limit a request answers `422 VALIDATION_ERROR` naming the field. */
        GenericMemoryMetadata: {
            category?: components["schemas"]["MemoryCategory"];
            importance?: components["schemas"]["Importance"];
            /**
             * @example [
             *       "ui",
             *       "editor"
             *     ]
             */
            tags?: string[];
        } & {
            [key: string]: unknown;
        };
        GenericCreateMemoryRequest: {
            /**
             * @description The text to remember; must hold a character other than white space.
             * @example Prefers dark mode in every editor
             */
            content: string;
            metadata?: components["schemas"]["GenericMemoryMetadata"];
            /**
             * @description The caller's own identifier of the end user the memory belongs to.
             * @example alice
             */
            user_id?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description At least one of `content` and `metadata`. */
        GenericUpdateMemoryRequest: {
            /**
             * @description The memory's new text; must hold a character other than white space.
             * @example Prefers dark mode everywhere, including the terminal
             */
            content?: string;
            metadata?: components["schemas"]["GenericMemoryMetadata"];
        } & {
            [key: string]: unknown;
        };
        GenericMemory: {
            id: components["schemas"]["MemoryId"];
            /** @example Prefers dark mode in every editor */
            content: string;
            metadata: components["schemas"]["GenericMemoryMetadata"];
            /**
             * @description The end user the memory belongs to; null when none was given.
             * @example alice
             */
            user_id: string | null;
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            updated_at: string;
        };
        /** @description Every given criterion must hold. */
        GenericSearchFilters: {
            category?: components["schemas"]["MemoryCategory"];
            importance?: components["schemas"]["GenericImportanceFilter"];
        } & {
            [key: string]: unknown;
        };
        GenericImportanceFilter: {
            /**
             * @description Keep memories whose importance is at least this value.
             * @example 0.5
             */
            gte?: number;
        } & {
            [key: string]: unknown;
        };
        GenericSearchRequest: {
            /**
             * @description What to look for, in natural language; must hold a character other than white space.
             * @example What does alice like in her tools?
             */
            query: string;
            /**
             * @default 10
             * @example 10
             */
            limit: number;
            filters?: components["schemas"]["GenericSearchFilters"];
            /**
             * @description Search only this end user's memories.
             * @example alice
             */
            user_id?: string;
            retrieval?: components["schemas"]["RetrievalMode"];
        } & {
            [key: string]: unknown;
        };
        GenericScoredMemory: {
            id: components["schemas"]["MemoryId"];
            /** @example Prefers dark mode in every editor */
            content: string;
            /**
             * @description How close the memory is to the query (0.0-1.0, higher is closer, as `RetrievalMode` says), or its cosine similarity to the reference memory.
             * @example 0.91
             */
            score: number;
            metadata: components["schemas"]["GenericMemoryMetadata"];
        };
        GenericSearchResult: {
            memories: components["schemas"]["GenericScoredMemory"][];
            /**
             * @description Number of memories returned.
             * @example 2
             */
            total: number;
            /** @example 23.4 */
            query_time_ms: number;
        };
        GenericSimilarMemories: {
            memory_id: components["schemas"]["MemoryId"];
            /** @description Similar memories, best first; never the reference memory itself. */
            memories: components["schemas"]["GenericScoredMemory"][];
            /**
             * @description Number of memories returned.
             * @example 1
             */
            total: number;
        };
        GenericCreateCollectionRequest: {
            /**
             * @description Unique within the account.
             * @example work-preferences
             */
            name: string;
            /** @example Preferences about tools and workflow. */
            description?: string;
            metadata?: components["schemas"]["Metadata"];
        } & {
            [key: string]: unknown;
        };
        GenericCollection: {
            id: components["schemas"]["CollectionId"];
            /** @example work-preferences */
            name: string;
            /** @example Preferences about tools and workflow. */
            description: string | null;
            metadata: components["schemas"]["Metadata"];
            /** @example 0 */
            memory_count: number;
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            created_at: string;
        };
        GenericAddMemoryToCollectionRequest: {
            memory_id: components["schemas"]["MemoryIdInput"];
        } & {
            [key: string]: unknown;
        };
        GenericCollectionMembership: {
            collection_id: components["schemas"]["CollectionId"];
            memory_id: components["schemas"]["MemoryId"];
            /**
             * Format: date-time
             * @description When the memory was first added to the collection.
             * @example 2026-11-02T14:35:00Z
             */
            added_at: string;
        };
        GenericEmbeddingRequest: {
            /** @example Prefers dark mode in every editor */
            text: string;
            /**
             * @default service-embed-v1
             * @example service-embed-v1
             * @enum {string}
             */
            model: "service-embed-v1";
        } & {
            [key: string]: unknown;
        };
        GenericEmbedding: {
            /** @description The embedding vector (768 floats). */
            embeddings: number[];
            /**
             * @example service-embed-v1
             * @enum {string}
             */
            model: "service-embed-v1";
            /**
             * @example 768
             * @enum {integer}
             */
            dimensions: 768;
        };
        GenericUserStats: {
            /** @example alice */
            user_id: string;
            /**
             * Format: int64
             * @example 342
             */
            total_memories: number;
            /**
             * @description Collections holding at least one of the user's memories.
             * @example 3
             */
            total_collections: number;
            /** @example 1.85 */
            storage_used_mb: number;
            /**
             * Format: date-time
             * @description The user's last memory write or search; null when there was none.
             * @example 2026-11-02T14:30:00Z
             */
            last_activity: string | null;
        };
        GenericCreateWebhookRequest: {
            /**
             * Format: uri
             * @description HTTPS endpoint that receives the deliveries.
             * @example https://hooks.example.com/memory
             */
            url: string;
            /**
             * @example [
             *       "memory.created",
             *       "memory.updated"
             *     ]
             */
            events: components["schemas"]["GenericEventType"][];
            /**
             * @description Signing secret; generated as `whsec_` plus 43 characters when omitted.
             * @example whsec_Zx8cV6bN4mQ2wE0rT8yU6iO4pA2sD0fG8hJ6kL4zX2c
             */
            secret?: string;
            /**
             * @description Time allowed for each attempt, and for the connectivity check at registration.
             * @default 10
             * @example 10
             */
            timeout_seconds: number;
            /**
             * @description Retries after the first attempt.
             * @default 3
             * @example 3
             */
            max_retries: number;
            /**
             * @description Delay before the first retry, doubled for each later retry.
             * @default 60
             * @example 60
             */
            retry_backoff_seconds: number;
        } & {
            [key: string]: unknown;
        };
        GenericWebhook: {
            id: components["schemas"]["WebhookId"];
            /**
             * Format: uri
             * @example https://hooks.example.com/memory
             */
            url: string;
            /**
             * @example [
             *       "memory.created",
             *       "memory.updated"
             *     ]
             */
            events: components["schemas"]["GenericEventType"][];
            /**
             * @description The signing secret (supplied or generated). Keep it to verify deliveries.
             * @example whsec_Zx8cV6bN4mQ2wE0rT8yU6iO4pA2sD0fG8hJ6kL4zX2c
             */
            secret: string;
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            created_at: string;
        };
        /** @description Body of a generic-surface webhook delivery. */
        GenericWebhookEvent: {
            id: components["schemas"]["EventId"];
            event: components["schemas"]["GenericEventType"];
            /**
             * Format: date-time
             * @example 2026-11-02T14:30:00Z
             */
            timestamp: string;
            /**
             * @description The memory (memory.created, memory.updated), `{memory_id}` (memory.deleted) or `{query, user_id, total}` (search.performed).
             * @example {
             *       "memory_id": "mem_8fK2xQ9LmN4pR7sT1vW3yZ5a",
             *       "content": "Prefers dark mode in every editor",
             *       "user_id": "alice"
             *     }
             */
            data: {
                [key: string]: unknown;
            };
        };
    };
    responses: {
        /**
         * @description Any other error, always in the error envelope: for example `400 INVALID_JSON`,
         *     `404 NOT_FOUND` (unknown route), `405 METHOD_NOT_ALLOWED`, `413 PAYLOAD_TOO_LARGE`,
         *     `415 UNSUPPORTED_MEDIA_TYPE`, `431 HEADERS_TOO_LARGE`, `500 INTERNAL_ERROR` (no
         *     internals are disclosed), `503 SERVICE_UNAVAILABLE`.
         */
        Error: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Missing or invalid API key (`UNAUTHORIZED`). */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The tier limit for this operation is reached (`QUOTA_EXCEEDED`). */
        QuotaExceeded: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Missing or invalid fields (`VALIDATION_ERROR`); `details` maps each field to its problem. */
        ValidationError: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Too many requests (`RATE_LIMIT_EXCEEDED`). Retry after the number of seconds in `Retry-After`. */
        RateLimited: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The embedding model is still loading after a start, or failed to load (`SERVICE_UNAVAILABLE`). Retry after the number of seconds in `Retry-After`. */
        EmbeddingUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The API key is unknown, malformed or revoked (`INVALID_API_KEY`). */
        LoginInvalidApiKey: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No overflow memory with that id (in that collection, where one is given) (`MEMORY_NOT_FOUND`). */
        OverflowMemoryNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The path id is not a memory id (`VALIDATION_ERROR`). */
        OverflowMemoryIdInvalid: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Invalid vectors, method, quality or target_bits (`INVALID_VECTORS`, `INVALID_METHOD`, `INVALID_QUALITY`, `INVALID_TARGET_BITS`). */
        CompressInvalidInput: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Invalid schedule, method, quality or target_bits (`INVALID_SCHEDULE`, `INVALID_METHOD`, `INVALID_QUALITY`, `INVALID_TARGET_BITS`). */
        CompressionBatchInvalidInput: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The same vectors are already being compressed (`COMPRESSION_IN_PROGRESS`). */
        CompressionInProgress: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request body is over 50 MB (`VECTORS_TOO_LARGE`). */
        VectorsTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No compression job with this id for the account (`COMPRESSION_JOB_NOT_FOUND`). */
        CompressionJobNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No compression batch with this id for the account (`COMPRESSION_BATCH_NOT_FOUND`). */
        CompressionBatchNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Invalid conditions, actions, regex or rate limits (`INVALID_CONDITIONS`, `INVALID_ACTIONS`, `INVALID_REGEX`, `INVALID_RATE_LIMIT`). */
        TriggerInvalidInput: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No trigger with this id for the account (`TRIGGER_NOT_FOUND`). */
        TriggerNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No webhook with this id exists in the account (`WEBHOOK_NOT_FOUND`). */
        WebhookNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description `url` is not an allowed HTTPS URL (`INVALID_URL`), `events` is empty, repeats a value
         *     or holds an unknown type (`INVALID_EVENTS`), or `timeout_seconds` is outside 1-30
         *     (`INVALID_TIMEOUT`).
         */
        WebhookInvalidInput: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No fleet with this id exists in the account (`FLEET_NOT_FOUND`). */
        FleetNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No device with this id exists in the account (`DEVICE_NOT_FOUND`). */
        DeviceNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No alert with this id exists in the account (`ALERT_NOT_FOUND`). */
        AlertNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `sync_strategy` is not one of the sync strategies (`INVALID_SYNC_STRATEGY`). */
        InvalidSyncStrategy: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description `type` is not a device type (`INVALID_DEVICE_TYPE`) or `sync_strategy` is not a sync strategy (`INVALID_SYNC_STRATEGY`). */
        DeviceInvalidInput: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description The device token is missing, unknown, revoked or issued to another device, or the
         *     device does not exist (`INVALID_DEVICE_TOKEN`).
         */
        InvalidDeviceToken: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No export job with this id in the account, or it has no file (`EXPORT_NOT_FOUND`). */
        ExportNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Missing or invalid API key on the generic surface (`INVALID_API_KEY`). */
        GenericUnauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Missing or invalid fields on the generic surface (`VALIDATION_ERROR`); `details` maps each field to its problem. */
        GenericValidationError: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description Too many requests for this key in the current minute (`RATE_LIMIT_EXCEEDED`). Retry after `Retry-After` seconds.
         *
         *     Decision: the generic surface counts requests per key and minute apart from the main
         *     surface, with the specification's tier names mapped onto the service's tiers: free is
         *     free (100), pro is builder and scale (1000), enterprise is enterprise (configurable,
         *     `GENERIC_RATE_LIMIT_ENTERPRISE_PER_MINUTE`, default 10000); test keys get five times
         *     their figure, like on the main surface; requests without a valid key are counted per
         *     client address. Every answer under the generic base, errors included, carries the
         *     `X-RateLimit-*` headers; the counters live in PostgreSQL, shared by every instance.
         */
        GenericRateLimited: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description An unexpected error on the generic surface (`INTERNAL_ERROR`); no internals are disclosed. */
        GenericInternalError: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No memory with this id in the account (`MEMORY_NOT_FOUND`). */
        GenericMemoryNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description Any other error on the generic surface, in the error envelope and with the rate-limit
         *     headers: for example `400 INVALID_JSON`, `404 NOT_FOUND` (unknown route),
         *     `405 METHOD_NOT_ALLOWED`, `413 PAYLOAD_TOO_LARGE`, `415 UNSUPPORTED_MEDIA_TYPE`,
         *     `503 SERVICE_UNAVAILABLE`; `431 HEADERS_TOO_LARGE` is answered before the request is
         *     read, so without the rate-limit headers.
         */
        GenericError: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /**
         * @description Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
         * @example 1
         */
        Page: number;
        /**
         * @description Items per page.
         * @example 20
         */
        PageSize: number;
        /**
         * @description Id of the overflow memory.
         * @example mem_Q7dL2vN8pX4rT6yB1kF9sH3w
         */
        OverflowMemoryIdPath: components["schemas"]["MemoryIdInput"];
        /**
         * @description Identifier of the compression job.
         * @example cjob_Ze95b9eGe0vRBbgi09qynDAk
         */
        CompressionJobIdPath: components["schemas"]["CompressionJobIdInput"];
        /**
         * @description Identifier of the compression batch.
         * @example cbatch_T5ISgxnWamNeyyNwlEeDPOMS
         */
        CompressionBatchIdPath: components["schemas"]["CompressionBatchIdInput"];
        /**
         * @description Only jobs with this status.
         * @example RUNNING
         */
        CompressionJobStatusFilter: components["schemas"]["CompressionJobStatus"];
        /**
         * @description Identifier of the trigger.
         * @example trg_kY9pF34Qy6nB3Wwd25rq4f5z
         */
        TriggerIdPath: components["schemas"]["TriggerIdInput"];
        /**
         * @description Only enabled (true) or only disabled (false) triggers; omit for all.
         * @example true
         */
        TriggerEnabledFilter: boolean;
        /**
         * @description Only executions with this status.
         * @example FAILED
         */
        TriggerExecutionStatusFilter: components["schemas"]["TriggerExecutionStatus"];
        /**
         * @description Id of a webhook of the account.
         * @example wh_5lT6wY7zA9bC1dE3fG5hI7jK
         */
        WebhookIdPath: components["schemas"]["WebhookIdInput"];
        /**
         * @description Id of a fleet of the account.
         * @example fleet_4gN5rT7uV9wX1yZ3aB5cD7eF
         */
        FleetIdPath: components["schemas"]["FleetIdInput"];
        /**
         * @description Id of a device of the account.
         * @example dev_6hP7sU9vW1xY3zA5bC7dE9fG
         */
        DeviceIdPath: components["schemas"]["DeviceIdInput"];
        /**
         * @description Id of a sync job of the device.
         * @example sync_1jR2uW3xY5zA7bC9dE1fG3hI
         */
        SyncJobIdPath: components["schemas"]["SyncJobIdInput"];
        /**
         * @description Id of an alert of the account.
         * @example alert_8iQ9tV1wX3yZ5aB7cD9eF1gH
         */
        AlertIdPath: components["schemas"]["AlertIdInput"];
        /**
         * @description Identifier of the export job.
         * @example exp_3kS4vX5yZ7aB9cD1eF3gH5iJ
         */
        ExportJobIdPath: components["schemas"]["ExportJobIdInput"];
        /**
         * @description Identifier of the memory.
         * @example mem_8fK2xQ9LmN4pR7sT1vW3yZ5a
         */
        GenericMemoryIdPath: components["schemas"]["MemoryIdInput"];
        /**
         * @description Identifier of the collection.
         * @example col_P8r0J2k4Q6w8E0t2Y4u6I8o0
         */
        GenericCollectionIdPath: components["schemas"]["CollectionIdInput"];
        /**
         * @description The caller's own identifier of an end user, as sent in `user_id` when creating memories.
         * @example alice
         */
        GenericUserIdPath: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Identifier of this request, also written to the server log.
         * @example req_4f9c2a7d1e8b4c3aa1b2c3d4
         */
        XRequestId: string;
        /**
         * @description Seconds to wait before retrying.
         * @example 30
         */
        RetryAfter: number;
        /**
         * @description Requests allowed per minute for this key (generic surface).
         * @example 100
         */
        XRateLimitLimit: number;
        /**
         * @description Requests left in the current minute (generic surface).
         * @example 99
         */
        XRateLimitRemaining: number;
        /**
         * @description When the current window resets, in epoch seconds (generic surface).
         * @example 1795000000
         */
        XRateLimitReset: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateKeyRequest"];
            };
        };
        responses: {
            /** @description The account exists; the API key is returned this once. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateKeyResponse"];
                };
            };
            /** @description The e-mail address already has an account (`EMAIL_EXISTS`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing or invalid fields (`VALIDATION_ERROR`); `details` maps each field to its problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getUsage: {
        parameters: {
            query?: {
                /**
                 * @description Add the per-operation counts (`detailed`) to the response.
                 * @example true
                 */
                detailed?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The usage record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountUsage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Invalid query parameter (`VALIDATION_ERROR`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description A session token for the key's account. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            401: components["responses"]["LoginInvalidApiKey"];
            /** @description Missing or invalid fields (`VALIDATION_ERROR`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    runIntelligence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntelligenceRequest"];
            };
        };
        responses: {
            /** @description The pipeline result. Nothing was stored. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntelligenceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["QuotaExceeded"];
            /** @description Missing or invalid fields (`VALIDATION_ERROR`); `details` maps each field to its problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            503: components["responses"]["EmbeddingUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    storeMemory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StoreMemoryRequest"];
            };
        };
        responses: {
            /** @description A duplicate; nothing was stored and the existing memory's id is returned (`status` is `duplicate`). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreMemoryResponse"];
                };
            };
            /** @description The memory was stored (`status` is `stored`). */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreMemoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["QuotaExceeded"];
            /** @description Missing or invalid fields (`VALIDATION_ERROR`); `details` maps each field to its problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    searchMemories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchMemoriesRequest"];
            };
        };
        responses: {
            /** @description The matching memories, best first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchMemoriesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["QuotaExceeded"];
            /** @description Missing or invalid fields (`VALIDATION_ERROR`); `details` maps each field to its problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    forgetMemory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgetMemoryRequest"];
            };
        };
        responses: {
            /** @description The memory was deleted. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForgetMemoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No memory with that id in the collection, or no match at or above `min_score` (`MEMORY_NOT_FOUND`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid fields, or neither or both of `memory_id` and `query` (`VALIDATION_ERROR`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    embedText: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmbedTextRequest"];
            };
        };
        responses: {
            /** @description The embedding. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmbedTextResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["QuotaExceeded"];
            /** @description Missing or invalid fields (`VALIDATION_ERROR`); `details` maps each field to its problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            503: components["responses"]["EmbeddingUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getMemoryStats: {
        parameters: {
            query?: {
                /**
                 * @description Collection name.
                 * @example agent-memory
                 */
                collection?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collection's statistics. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryStats"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The account has no collection of that name (`COLLECTION_NOT_FOUND`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid query parameter (`VALIDATION_ERROR`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    storeOverflowMemory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StoreOverflowMemoryRequest"];
            };
        };
        responses: {
            /** @description The memory was stored. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreOverflowMemoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["QuotaExceeded"];
            /** @description Missing or invalid fields (`VALIDATION_ERROR`), for example a vector of the wrong dimension. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    searchOverflowMemories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchOverflowMemoriesRequest"];
            };
        };
        responses: {
            /** @description The matching memories, best first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchOverflowMemoriesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Missing or invalid fields (`VALIDATION_ERROR`), for example a vector of the wrong dimension. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            /**
             * @description The thread that holds the search indexes ended while it held the search and is being
             *     started again (`SERVICE_UNAVAILABLE`). Retry after the number of seconds in `Retry-After`;
             *     the collection's index is built again at its next search.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    forgetOverflowMemory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgetOverflowMemoryRequest"];
            };
        };
        responses: {
            /** @description The memory was deleted. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForgetOverflowMemoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OverflowMemoryNotFound"];
            /** @description Missing or invalid fields (`VALIDATION_ERROR`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getOverflowStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overflow statistics. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverflowStats"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    listOverflowMemories: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Memories per page.
                 * @example 20
                 */
                limit?: number;
                /**
                 * @description Sort key (created_at and importance descending, category ascending).
                 * @example importance
                 */
                sort?: components["schemas"]["OverflowMemorySort"];
                /**
                 * @description Only memories of this category.
                 * @example preference
                 */
                category?: components["schemas"]["MemoryCategory"];
                /**
                 * @description Only memories at least this important.
                 * @example 0.5
                 */
                min_importance?: number;
                /**
                 * @description Only memories of this end user: those whose `metadata` has this `user_id` (as a string),
                 *     the key the generic surface and the SDKs use for the user a memory belongs to.
                 * @example alice
                 */
                user_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of memories. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverflowMemoryList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Invalid query parameters (`VALIDATION_ERROR`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getOverflowMemory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of the overflow memory.
                 * @example mem_Q7dL2vN8pX4rT6yB1kF9sH3w
                 */
                memory_id: components["parameters"]["OverflowMemoryIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The memory. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverflowMemory"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OverflowMemoryNotFound"];
            422: components["responses"]["OverflowMemoryIdInvalid"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getOverflowMemoryHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of the overflow memory.
                 * @example mem_Q7dL2vN8pX4rT6yB1kF9sH3w
                 */
                memory_id: components["parameters"]["OverflowMemoryIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The memory's history. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverflowMemoryHistory"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OverflowMemoryNotFound"];
            422: components["responses"]["OverflowMemoryIdInvalid"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    listOverflowMemoryVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of the overflow memory.
                 * @example mem_Q7dL2vN8pX4rT6yB1kF9sH3w
                 */
                memory_id: components["parameters"]["OverflowMemoryIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The memory's versions. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverflowMemoryVersions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OverflowMemoryNotFound"];
            422: components["responses"]["OverflowMemoryIdInvalid"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    promoteOverflowMemory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromoteOverflowMemoryRequest"];
            };
        };
        responses: {
            /** @description The importance was raised. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromoteOverflowMemoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OverflowMemoryNotFound"];
            /** @description Missing or invalid fields (`VALIDATION_ERROR`), for example a boost outside 0.0 to 1.0. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    updateOverflowMemoryImportance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOverflowMemoryImportanceRequest"];
            };
        };
        responses: {
            /** @description The importance was set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateOverflowMemoryImportanceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OverflowMemoryNotFound"];
            /** @description Missing or invalid fields (`VALIDATION_ERROR`), for example an importance outside 0.0 to 1.0. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    decayOverflowMemory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecayOverflowMemoryRequest"];
            };
        };
        responses: {
            /** @description The importance was lowered. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecayOverflowMemoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OverflowMemoryNotFound"];
            /** @description Missing or invalid fields (`VALIDATION_ERROR`), for example a decay rate outside 0.0 to 1.0. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    compressVectors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompressRequest"];
            };
        };
        responses: {
            /** @description The compressed vectors, in the order of the request. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompressResult"];
                };
            };
            400: components["responses"]["CompressInvalidInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["QuotaExceeded"];
            409: components["responses"]["CompressionInProgress"];
            413: components["responses"]["VectorsTooLarge"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getCompressionAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Compression analytics of the account. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompressionAnalytics"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getCompressionComparison: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comparison of the methods. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompressionComparison"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    listCompressionJobs: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                page_size?: components["parameters"]["PageSize"];
                /**
                 * @description Only jobs with this status.
                 * @example RUNNING
                 */
                status?: components["parameters"]["CompressionJobStatusFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of compression jobs. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompressionJobPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    createCompressionJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompressRequest"];
            };
        };
        responses: {
            /** @description The job is accepted and PENDING. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompressionJob"];
                };
            };
            400: components["responses"]["CompressInvalidInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["QuotaExceeded"];
            409: components["responses"]["CompressionInProgress"];
            413: components["responses"]["VectorsTooLarge"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getCompressionJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the compression job.
                 * @example cjob_Ze95b9eGe0vRBbgi09qynDAk
                 */
                job_id: components["parameters"]["CompressionJobIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The compression job. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompressionJob"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["CompressionJobNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getCompressionJobResult: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the compression job.
                 * @example cjob_Ze95b9eGe0vRBbgi09qynDAk
                 */
                job_id: components["parameters"]["CompressionJobIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result of the job. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompressResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such job, the job FAILED, or its result was deleted after the retention period (`COMPRESSION_JOB_NOT_FOUND`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The job is still PENDING or RUNNING (`COMPRESSION_IN_PROGRESS`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    listCompressionBatches: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of compression batches. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompressionBatchPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    createCompressionBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCompressionBatchRequest"];
            };
        };
        responses: {
            /** @description The batch is created, enabled and scheduled. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompressionBatch"];
                };
            };
            400: components["responses"]["CompressionBatchInvalidInput"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getCompressionBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the compression batch.
                 * @example cbatch_T5ISgxnWamNeyyNwlEeDPOMS
                 */
                batch_id: components["parameters"]["CompressionBatchIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The compression batch. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompressionBatch"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["CompressionBatchNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    deleteCompressionBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the compression batch.
                 * @example cbatch_T5ISgxnWamNeyyNwlEeDPOMS
                 */
                batch_id: components["parameters"]["CompressionBatchIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch is deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["CompressionBatchNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    updateCompressionBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the compression batch.
                 * @example cbatch_T5ISgxnWamNeyyNwlEeDPOMS
                 */
                batch_id: components["parameters"]["CompressionBatchIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCompressionBatchRequest"];
            };
        };
        responses: {
            /** @description The updated batch. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompressionBatch"];
                };
            };
            400: components["responses"]["CompressionBatchInvalidInput"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["CompressionBatchNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    listTriggers: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                page_size?: components["parameters"]["PageSize"];
                /**
                 * @description Only enabled (true) or only disabled (false) triggers; omit for all.
                 * @example true
                 */
                enabled?: components["parameters"]["TriggerEnabledFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of triggers. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TriggerPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    createTrigger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTriggerRequest"];
            };
        };
        responses: {
            /** @description The trigger is created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trigger"];
                };
            };
            400: components["responses"]["TriggerInvalidInput"];
            401: components["responses"]["Unauthorized"];
            /** @description The account already holds the maximum number of triggers (`TRIGGER_LIMIT_EXCEEDED`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getTrigger: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the trigger.
                 * @example trg_kY9pF34Qy6nB3Wwd25rq4f5z
                 */
                trigger_id: components["parameters"]["TriggerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trigger. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trigger"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["TriggerNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    deleteTrigger: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the trigger.
                 * @example trg_kY9pF34Qy6nB3Wwd25rq4f5z
                 */
                trigger_id: components["parameters"]["TriggerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trigger is deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["TriggerNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    updateTrigger: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the trigger.
                 * @example trg_kY9pF34Qy6nB3Wwd25rq4f5z
                 */
                trigger_id: components["parameters"]["TriggerIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTriggerRequest"];
            };
        };
        responses: {
            /** @description The updated trigger. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trigger"];
                };
            };
            400: components["responses"]["TriggerInvalidInput"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["TriggerNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    testTrigger: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the trigger.
                 * @example trg_kY9pF34Qy6nB3Wwd25rq4f5z
                 */
                trigger_id: components["parameters"]["TriggerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TestTriggerRequest"];
            };
        };
        responses: {
            /** @description The result of the test. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TriggerTestResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["TriggerNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getTriggerAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the trigger.
                 * @example trg_kY9pF34Qy6nB3Wwd25rq4f5z
                 */
                trigger_id: components["parameters"]["TriggerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Analytics of the trigger. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TriggerAnalytics"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["TriggerNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    listTriggerExecutions: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                page_size?: components["parameters"]["PageSize"];
                /**
                 * @description Only executions with this status.
                 * @example FAILED
                 */
                status?: components["parameters"]["TriggerExecutionStatusFilter"];
            };
            header?: never;
            path: {
                /**
                 * @description Identifier of the trigger.
                 * @example trg_kY9pF34Qy6nB3Wwd25rq4f5z
                 */
                trigger_id: components["parameters"]["TriggerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of executions. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TriggerExecutionPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["TriggerNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                page_size?: components["parameters"]["PageSize"];
                /**
                 * @description Only entries of this level.
                 * @example warn
                 */
                level?: "debug" | "info" | "warn" | "error";
                /**
                 * @description Only entries written by this trigger.
                 * @example trg_kY9pF34Qy6nB3Wwd25rq4f5z
                 */
                trigger_id?: components["schemas"]["TriggerIdInput"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of audit-log entries. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of webhooks. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description The webhook was created. This response is the only one that includes `secret`. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            400: components["responses"]["WebhookInvalidInput"];
            401: components["responses"]["Unauthorized"];
            /** @description The account already has the maximum number of webhooks (`WEBHOOK_LIMIT_EXCEEDED`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /**
             * @description The connectivity check failed (`WEBHOOK_URL_UNREACHABLE`), or fields are missing or
             *     invalid (`VALIDATION_ERROR`).
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a webhook of the account.
                 * @example wh_5lT6wY7zA9bC1dE3fG5hI7jK
                 */
                webhook_id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["WebhookNotFound"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a webhook of the account.
                 * @example wh_5lT6wY7zA9bC1dE3fG5hI7jK
                 */
                webhook_id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook was deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["WebhookNotFound"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a webhook of the account.
                 * @example wh_5lT6wY7zA9bC1dE3fG5hI7jK
                 */
                webhook_id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description The updated webhook, without its secret. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["WebhookInvalidInput"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["WebhookNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a webhook of the account.
                 * @example wh_5lT6wY7zA9bC1dE3fG5hI7jK
                 */
                webhook_id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outcome of the test delivery. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["WebhookNotFound"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getWebhookAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a webhook of the account.
                 * @example wh_5lT6wY7zA9bC1dE3fG5hI7jK
                 */
                webhook_id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook's analytics. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAnalytics"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["WebhookNotFound"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                page_size?: components["parameters"]["PageSize"];
                /**
                 * @description Keep deliveries with this status (of the latest attempt).
                 * @example FAILED
                 */
                status?: components["schemas"]["WebhookDeliveryStatus"];
                /**
                 * @description Keep deliveries of this event type.
                 * @example MEMORY_STORED
                 */
                event_type?: components["schemas"]["DeliveryEventType"];
            };
            header?: never;
            path: {
                /**
                 * @description Id of a webhook of the account.
                 * @example wh_5lT6wY7zA9bC1dE3fG5hI7jK
                 */
                webhook_id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of deliveries. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["WebhookNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    listFleets: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of fleets. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FleetPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    createFleet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFleetRequest"];
            };
        };
        responses: {
            /** @description The fleet was created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fleet"];
                };
            };
            400: components["responses"]["InvalidSyncStrategy"];
            401: components["responses"]["Unauthorized"];
            /** @description The account already has the maximum number of fleets (`FLEET_LIMIT_EXCEEDED`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getFleet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a fleet of the account.
                 * @example fleet_4gN5rT7uV9wX1yZ3aB5cD7eF
                 */
                fleet_id: components["parameters"]["FleetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fleet. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fleet"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["FleetNotFound"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    deleteFleet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a fleet of the account.
                 * @example fleet_4gN5rT7uV9wX1yZ3aB5cD7eF
                 */
                fleet_id: components["parameters"]["FleetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fleet was deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["FleetNotFound"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    updateFleet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a fleet of the account.
                 * @example fleet_4gN5rT7uV9wX1yZ3aB5cD7eF
                 */
                fleet_id: components["parameters"]["FleetIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFleetRequest"];
            };
        };
        responses: {
            /** @description The updated fleet. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fleet"];
                };
            };
            400: components["responses"]["InvalidSyncStrategy"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["FleetNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getFleetDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a fleet of the account.
                 * @example fleet_4gN5rT7uV9wX1yZ3aB5cD7eF
                 */
                fleet_id: components["parameters"]["FleetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fleet dashboard. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FleetDashboard"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["FleetNotFound"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    listDevices: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                page_size?: components["parameters"]["PageSize"];
                /**
                 * @description Keep devices of this fleet.
                 * @example fleet_4gN5rT7uV9wX1yZ3aB5cD7eF
                 */
                fleet_id?: components["schemas"]["FleetIdInput"];
                /**
                 * @description Keep devices of this type.
                 * @example ROBOT
                 */
                type?: components["schemas"]["DeviceType"];
                /**
                 * @description Keep devices with this status.
                 * @example ONLINE
                 */
                status?: components["schemas"]["DeviceStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of devices. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevicePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    registerDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDeviceRequest"];
            };
        };
        responses: {
            /** @description The device was registered. This response is the only one that includes `device_token`. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisteredDevice"];
                };
            };
            400: components["responses"]["DeviceInvalidInput"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["FleetNotFound"];
            /** @description The account already has the maximum number of devices (`DEVICE_LIMIT_EXCEEDED`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a device of the account.
                 * @example dev_6hP7sU9vW1xY3zA5bC7dE9fG
                 */
                device_id: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["DeviceNotFound"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    deleteDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a device of the account.
                 * @example dev_6hP7sU9vW1xY3zA5bC7dE9fG
                 */
                device_id: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device was deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["DeviceNotFound"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    updateDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a device of the account.
                 * @example dev_6hP7sU9vW1xY3zA5bC7dE9fG
                 */
                device_id: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDeviceRequest"];
            };
        };
        responses: {
            /** @description The updated device. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            400: components["responses"]["InvalidSyncStrategy"];
            401: components["responses"]["Unauthorized"];
            /** @description The device (`DEVICE_NOT_FOUND`) or the fleet given in `fleet_id` (`FLEET_NOT_FOUND`) does not exist. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    sendHeartbeat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a device of the account.
                 * @example dev_6hP7sU9vW1xY3zA5bC7dE9fG
                 */
                device_id: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HeartbeatRequest"];
            };
        };
        responses: {
            /** @description The heartbeat was recorded. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeartbeatResponse"];
                };
            };
            401: components["responses"]["InvalidDeviceToken"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    syncDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a device of the account.
                 * @example dev_6hP7sU9vW1xY3zA5bC7dE9fG
                 */
                device_id: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SyncDeviceRequest"];
            };
        };
        responses: {
            /** @description The sync job was started. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncJob"];
                };
            };
            /** @description `direction` is not push, pull or both (`INVALID_SYNC_DIRECTION`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["DeviceNotFound"];
            /** @description A sync job of this device is still running (`SYNC_IN_PROGRESS`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The device is offline (`DEVICE_OFFLINE`), or fields are missing or invalid (`VALIDATION_ERROR`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getSyncJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a device of the account.
                 * @example dev_6hP7sU9vW1xY3zA5bC7dE9fG
                 */
                device_id: components["parameters"]["DeviceIdPath"];
                /**
                 * @description Id of a sync job of the device.
                 * @example sync_1jR2uW3xY5zA7bC9dE1fG3hI
                 */
                job_id: components["parameters"]["SyncJobIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sync job. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncJob"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The device (`DEVICE_NOT_FOUND`) or the sync job (`NOT_FOUND`) does not exist. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    pushDeviceMemories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a device of the account.
                 * @example dev_6hP7sU9vW1xY3zA5bC7dE9fG
                 */
                device_id: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DevicePushRequest"];
            };
        };
        responses: {
            /** @description What each pushed memory became. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevicePushResult"];
                };
            };
            401: components["responses"]["InvalidDeviceToken"];
            403: components["responses"]["QuotaExceeded"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    pullDeviceChanges: {
        parameters: {
            query?: {
                /**
                 * @description The `next_cursor` of the previous page; omit for a full sync.
                 * @example c_MTIzNDU
                 */
                cursor?: string;
                /**
                 * @description Changes per page, 1 to 500 (default 100).
                 * @example 100
                 */
                limit?: number;
                /**
                 * @description Comma-separated collection names; omit for all.
                 * @example warehouse,agent-memory
                 */
                collections?: string;
            };
            header?: never;
            path: {
                /**
                 * @description Id of a device of the account.
                 * @example dev_6hP7sU9vW1xY3zA5bC7dE9fG
                 */
                device_id: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of changes. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceChangesPage"];
                };
            };
            401: components["responses"]["InvalidDeviceToken"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listAlerts: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                page_size?: components["parameters"]["PageSize"];
                /**
                 * @description Keep alerts of this fleet.
                 * @example fleet_4gN5rT7uV9wX1yZ3aB5cD7eF
                 */
                fleet_id?: components["schemas"]["FleetIdInput"];
                /**
                 * @description Keep alerts of this device.
                 * @example dev_6hP7sU9vW1xY3zA5bC7dE9fG
                 */
                device_id?: components["schemas"]["DeviceIdInput"];
                /**
                 * @description Keep alerts with this status.
                 * @example ACTIVE
                 */
                status?: components["schemas"]["AlertStatus"];
                /**
                 * @description Keep alerts of this type.
                 * @example LOW_BATTERY
                 */
                type?: components["schemas"]["AlertType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of alerts. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    resolveAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of an alert of the account.
                 * @example alert_8iQ9tV1wX3yZ5aB7cD9eF1gH
                 */
                alert_id: components["parameters"]["AlertIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ResolveAlertRequest"];
            };
        };
        responses: {
            /** @description The resolved alert. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Alert"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["AlertNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getServiceDescriptor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service descriptor. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceDescriptor"];
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service is up (healthy or degraded). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthCheck"];
                };
            };
            429: components["responses"]["RateLimited"];
            /** @description The service is unhealthy (`SERVICE_UNAVAILABLE`). */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthCheckUnavailable"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Swagger UI page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getRedoc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Redoc page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/yaml": string;
                };
            };
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getServiceHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Service health. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceHealthReport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getMonitoringMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Current metrics. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitoringMetrics"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    exportUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportUsageRequest"];
            };
        };
        responses: {
            /** @description The completed usage export. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsageExport"];
                };
            };
            /** @description Invalid date range (`INVALID_DATE_RANGE`) or format (`INVALID_FORMAT`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    createExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateExportRequest"];
            };
        };
        responses: {
            /** @description The export job was accepted and is running. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportJob"];
                };
            };
            /** @description Unknown export format (`INVALID_FORMAT`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description A listed collection does not exist (`COLLECTION_NOT_FOUND`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Another export of this account is still running (`EXPORT_IN_PROGRESS`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The export would be larger than 10 GB (`EXPORT_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the export job.
                 * @example exp_3kS4vX5yZ7aB9cD1eF3gH5iJ
                 */
                job_id: components["parameters"]["ExportJobIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export job. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportJob"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ExportNotFound"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    downloadExport: {
        parameters: {
            query?: {
                /**
                 * @description Expiry of the signed link, in epoch seconds. Sent together with `signature`.
                 * @example 1793716330
                 */
                expires?: number;
                /**
                 * @description Hex HMAC-SHA256 signature of the link. Sent together with `expires`.
                 * @example f5b698aa6a32f30f6796d3b5acbb783fc821c9abe6f49997f175679e8a8a6936
                 */
                signature?: string;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier of the export job.
                 * @example exp_3kS4vX5yZ7aB9cD1eF3gH5iJ
                 */
                job_id: components["parameters"]["ExportJobIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export file. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    /**
                     * @description Suggested file name of the download.
                     * @example attachment; filename="exp_3kS4vX5yZ7aB9cD1eF3gH5iJ.json"
                     */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                    "application/x-ndjson": string;
                    "text/csv": string;
                };
            };
            /** @description Neither a valid signature nor a valid API key was given (`UNAUTHORIZED`). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            404: components["responses"]["ExportNotFound"];
            /** @description The export is not complete yet (`EXPORT_IN_PROGRESS`). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The download link has expired (`EXPORT_EXPIRED`). */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    importMemories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NativeExport"];
            };
        };
        responses: {
            /** @description The memories were imported. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["QuotaExceeded"];
            /** @description The file is larger than the JSON body limit (`PAYLOAD_TOO_LARGE`). */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    getBillingAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingAnalyticsRequest"];
            };
        };
        responses: {
            /** @description Billing analytics. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingAnalytics"];
                };
            };
            /** @description months_back outside 1-12 (`INVALID_MONTHS_BACK`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The account's plan has no billing analytics (`BILLING_NOT_AVAILABLE`). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            default: components["responses"]["Error"];
        };
    };
    genericCreateMemory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenericCreateMemoryRequest"];
            };
        };
        responses: {
            /** @description The content duplicates a stored memory; nothing was stored and that memory is returned. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenericMemory"];
                };
            };
            /** @description The memory was created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenericMemory"];
                };
            };
            401: components["responses"]["GenericUnauthorized"];
            422: components["responses"]["GenericValidationError"];
            429: components["responses"]["GenericRateLimited"];
            500: components["responses"]["GenericInternalError"];
            default: components["responses"]["GenericError"];
        };
    };
    genericGetMemory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the memory.
                 * @example mem_8fK2xQ9LmN4pR7sT1vW3yZ5a
                 */
                memory_id: components["parameters"]["GenericMemoryIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The memory. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenericMemory"];
                };
            };
            401: components["responses"]["GenericUnauthorized"];
            404: components["responses"]["GenericMemoryNotFound"];
            429: components["responses"]["GenericRateLimited"];
            500: components["responses"]["GenericInternalError"];
            default: components["responses"]["GenericError"];
        };
    };
    genericUpdateMemory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the memory.
                 * @example mem_8fK2xQ9LmN4pR7sT1vW3yZ5a
                 */
                memory_id: components["parameters"]["GenericMemoryIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenericUpdateMemoryRequest"];
            };
        };
        responses: {
            /** @description The updated memory. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenericMemory"];
                };
            };
            401: components["responses"]["GenericUnauthorized"];
            404: components["responses"]["GenericMemoryNotFound"];
            422: components["responses"]["GenericValidationError"];
            429: components["responses"]["GenericRateLimited"];
            500: components["responses"]["GenericInternalError"];
            default: components["responses"]["GenericError"];
        };
    };
    genericDeleteMemory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the memory.
                 * @example mem_8fK2xQ9LmN4pR7sT1vW3yZ5a
                 */
                memory_id: components["parameters"]["GenericMemoryIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The memory was deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["GenericUnauthorized"];
            404: components["responses"]["GenericMemoryNotFound"];
            429: components["responses"]["GenericRateLimited"];
            500: components["responses"]["GenericInternalError"];
            default: components["responses"]["GenericError"];
        };
    };
    genericSearchMemories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenericSearchRequest"];
            };
        };
        responses: {
            /** @description Matching memories, best first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenericSearchResult"];
                };
            };
            401: components["responses"]["GenericUnauthorized"];
            422: components["responses"]["GenericValidationError"];
            429: components["responses"]["GenericRateLimited"];
            500: components["responses"]["GenericInternalError"];
            default: components["responses"]["GenericError"];
        };
    };
    genericListSimilarMemories: {
        parameters: {
            query?: {
                /**
                 * @description Maximum number of similar memories.
                 * @example 10
                 */
                limit?: number;
                /**
                 * @description Minimum similarity score of a result.
                 * @example 0.7
                 */
                threshold?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier of the memory.
                 * @example mem_8fK2xQ9LmN4pR7sT1vW3yZ5a
                 */
                memory_id: components["parameters"]["GenericMemoryIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Similar memories, best first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenericSimilarMemories"];
                };
            };
            401: components["responses"]["GenericUnauthorized"];
            404: components["responses"]["GenericMemoryNotFound"];
            422: components["responses"]["GenericValidationError"];
            429: components["responses"]["GenericRateLimited"];
            500: components["responses"]["GenericInternalError"];
            default: components["responses"]["GenericError"];
        };
    };
    genericCreateCollection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenericCreateCollectionRequest"];
            };
        };
        responses: {
            /** @description The collection was created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenericCollection"];
                };
            };
            401: components["responses"]["GenericUnauthorized"];
            /** @description Missing or invalid fields, or the name is already in use (`VALIDATION_ERROR`). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["GenericRateLimited"];
            500: components["responses"]["GenericInternalError"];
            default: components["responses"]["GenericError"];
        };
    };
    genericAddMemoryToCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the collection.
                 * @example col_P8r0J2k4Q6w8E0t2Y4u6I8o0
                 */
                collection_id: components["parameters"]["GenericCollectionIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenericAddMemoryToCollectionRequest"];
            };
        };
        responses: {
            /** @description The memory was already in the collection; nothing changed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenericCollectionMembership"];
                };
            };
            /** @description The memory was added to the collection. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenericCollectionMembership"];
                };
            };
            401: components["responses"]["GenericUnauthorized"];
            /** @description The collection (`COLLECTION_NOT_FOUND`) or the memory (`MEMORY_NOT_FOUND`) does not exist. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["GenericValidationError"];
            429: components["responses"]["GenericRateLimited"];
            500: components["responses"]["GenericInternalError"];
            default: components["responses"]["GenericError"];
        };
    };
    genericCreateEmbedding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenericEmbeddingRequest"];
            };
        };
        responses: {
            /** @description The embedding. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenericEmbedding"];
                };
            };
            401: components["responses"]["GenericUnauthorized"];
            422: components["responses"]["GenericValidationError"];
            429: components["responses"]["GenericRateLimited"];
            500: components["responses"]["GenericInternalError"];
            default: components["responses"]["GenericError"];
        };
    };
    genericGetUserStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The caller's own identifier of an end user, as sent in `user_id` when creating memories.
                 * @example alice
                 */
                user_id: components["parameters"]["GenericUserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's statistics. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenericUserStats"];
                };
            };
            401: components["responses"]["GenericUnauthorized"];
            422: components["responses"]["GenericValidationError"];
            429: components["responses"]["GenericRateLimited"];
            500: components["responses"]["GenericInternalError"];
            default: components["responses"]["GenericError"];
        };
    };
    genericCreateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenericCreateWebhookRequest"];
            };
        };
        responses: {
            /** @description The webhook was registered. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenericWebhook"];
                };
            };
            401: components["responses"]["GenericUnauthorized"];
            422: components["responses"]["GenericValidationError"];
            429: components["responses"]["GenericRateLimited"];
            500: components["responses"]["GenericInternalError"];
            default: components["responses"]["GenericError"];
        };
    };
}
