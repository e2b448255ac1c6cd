// A failed call, told to a person: the service's error code and its sentence (every error of the
// API is the envelope {"error": {"code", "message", "details"}}), or what went wrong on the way.
import { FetchError, ResponseError } from './sdk.js';

export interface Problem {
  /** The HTTP status, null when no answer came. */
  status: number | null;
  code: string;
  message: string;
  details: Record<string, unknown>;
}

interface ErrorEnvelope {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

/** The problem of an answer the service gave with an error status. */
export async function problemOfResponse(response: Response): Promise<Problem> {
  let body: unknown = null;
  try {
    body = await response.clone().json();
  } catch {
    body = null; // not JSON: told by its status below
  }
  if (isErrorEnvelope(body)) {
    return {
      status: response.status,
      code: body.error.code,
      message: body.error.message,
      details: body.error.details ?? {},
    };
  }
  return {
    status: response.status,
    code: `HTTP_${response.status}`,
    message: `The service answered ${response.status} ${response.statusText}.`.trim(),
    details: {},
  };
}

/** The problem behind anything a call threw. */
export async function problemOf(error: unknown): Promise<Problem> {
  if (error instanceof ResponseError) return problemOfResponse(error.response);
  if (error instanceof FetchError) {
    return {
      status: null,
      code: 'NETWORK_ERROR',
      message: 'The service could not be reached. Check that it is running and try again.',
      details: {},
    };
  }
  return {
    status: null,
    code: 'CONSOLE_ERROR',
    message: error instanceof Error ? error.message : String(error),
    details: {},
  };
}
