// The request (and, outside production, response) validator compiled from the contract: the
// options every instance and the tests that compare with it share.
import type { RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { DOCS_ASSET_PATHS } from '../modules/system/docs-pages.js';
import type { ContractDocument } from './contract.js';

/**
 * The validator's own int64 check compares with 2 ** 63 - 1, which a double rounds up to 2 ** 63,
 * so 9223372036854775808 passed and then overflowed a bigint column (a 500). A strict bound.
 */
const INT64_FORMAT = {
  type: 'number' as const,
  validate: (value: number): boolean => Number.isInteger(value) && value >= -(2 ** 63) && value < 2 ** 63,
};

export function contractValidator(document: ContractDocument, validateResponses: boolean): RequestHandler[] {
  return OpenApiValidator.middleware({
    apiSpec: document as never,
    // a oneOf with a discriminator is judged against the member its tag names (contract.ts)
    validateRequests: { allErrors: true, discriminator: true },
    validateResponses: validateResponses ? { allErrors: true } : false,
    validateSecurity: false,
    validateFormats: true,
    formats: { int64: INT64_FORMAT },
    ignorePaths: DOCS_ASSET_PATHS,
    $refParser: { mode: 'bundle' },
  });
}
