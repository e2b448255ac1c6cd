// What an outgoing request's custom header may hold: Node's HTTP client refuses, when it builds the
// request, a name that is not an RFC 9110 token and a value with a character outside tab, visible
// ASCII, space and Latin-1 (a line break, a NUL, an emoji). A header saved without these checks
// made every delivery of its webhook fail; they are checked when the header is given instead.

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Characters a header value may not carry (what Node's HTTP client refuses). */
const NOT_IN_A_VALUE = /[^\t\x20-\x7e\x80-\xff]/;

/** Why `name` cannot be a header name, or null when it can. */
export function headerNameProblem(name: string): string | null {
  return TOKEN.test(name)
    ? null
    : "is not a valid HTTP header name (letters, digits and !#$%&'*+.^_`|~- only, no spaces)";
}

/** Why `value` cannot be a header value, or null when it can. */
export function headerValueProblem(value: string): string | null {
  if (/[\r\n\0]/.test(value)) return 'contains a line break or NUL character, which a header value cannot carry';
  return NOT_IN_A_VALUE.test(value)
    ? 'contains a character an HTTP header cannot carry (only tab, visible ASCII, space and Latin-1)'
    : null;
}
