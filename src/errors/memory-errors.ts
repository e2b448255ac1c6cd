// The named errors of memories: forgetting, paging, duplicate content, generic collections,
// overflow vectors, and what the account's vector store refuses. See registry.ts for how the
// named errors are kept.
import { AppError } from './app-error.js';

// --- memories -----------------------------------------------------------------------------------

/** A forget request with both memory_id and query. */
export function forgetGivenBoth(): AppError {
  return new AppError('VALIDATION_ERROR', 'Give either memory_id or query, not both.', {
    query: 'must not be given together with memory_id',
  });
}

/** A forget request with neither memory_id nor query. */
export function forgetGivenNeither(): AppError {
  return new AppError('VALIDATION_ERROR', 'Give memory_id or query: which memory to forget.', {
    memory_id: 'memory_id or query is required',
  });
}

/** Forgetting by query found no memory scoring `minScore` or more. */
export function noMemoryMatchesQuery(collection: string, query: string, minScore: number): AppError {
  return new AppError(
    'MEMORY_NOT_FOUND',
    `No memory in the collection '${collection}' matches the query with a score of ${minScore} or more. Lower min_score or forget by memory_id.`,
    {
      query,
      min_score: minScore,
      collection,
    },
  );
}

export function invalidMemoryCursor(): AppError {
  return new AppError(
    'VALIDATION_ERROR',
    'The cursor is not one this service gave. Pass the next_cursor of the previous page unchanged, or leave it out to start again.',
    {
      cursor: 'must be a next_cursor this service returned',
    },
  );
}

/** An update whose new content duplicates another memory (`otherId`, or a description of it). */
export function duplicateContent(otherId: string): AppError {
  return new AppError(
    'VALIDATION_ERROR',
    `The new content duplicates memory ${otherId}; nothing was changed. Update or delete that memory instead.`,
    {
      content: `duplicates memory ${otherId}`,
    },
  );
}

// --- collections of the generic surface -----------------------------------------------------------

export function collectionNameTaken(name: string): AppError {
  return new AppError('VALIDATION_ERROR', `A collection named ${name} already exists. Choose another name.`, {
    name: 'already exists',
  });
}

// --- overflow vectors -----------------------------------------------------------------------------

export function vectorAllZeros(): AppError {
  return new AppError('VALIDATION_ERROR', 'The vector is all zeros: it has no direction to compare.', {
    vector: 'must not be all zeros',
  });
}

/** `norm`: the vector's Euclidean norm, which a 32-bit float holds only as 0 or infinity. */
export function vectorNormOutOfRange(norm: number): AppError {
  return new AppError(
    'VALIDATION_ERROR',
    `The vector's length (Euclidean norm) is ${norm}, which a 32-bit float holds only as 0 or infinity (it must be above about 1e-45 and below about 3.4e38). Send the embedding as computed, or L2-normalize it.`,
    { vector: 'must have a Euclidean norm above about 1e-45 and below about 3.4e38' },
  );
}

// --- the account's vector store (`message`: the store's own account of the problem) --------------

/** The collection exists in the vector store with another shape. */
export function vectorStoreMismatch(message: string): AppError {
  return new AppError('VALIDATION_ERROR', message, { collection: message });
}

/** The vector_db_url cannot be used: its form, parameters or address, or what its store supports. */
export function vectorDbUrlRefused(message: string): AppError {
  return new AppError('VALIDATION_ERROR', message, { vector_db_url: message });
}
