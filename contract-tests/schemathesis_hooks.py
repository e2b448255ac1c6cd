"""Hooks of the schemathesis fuzzing run (loaded through contract-tests/schemathesis.toml).

- Seeded records: most generated path values name nothing, so a run would mostly meet 404s.
  contract-tests/schemathesis_seed.py creates records of every kind through the API and writes
  their ids per operation to FUZZ_SEEDS; here those ids are mixed into the generated path values,
  so about half of the cases of an operation with a path id reach an existing record (operations
  that delete get records of their own, so the others keep theirs); fields of bodies that name
  a record (`memory_id`, `fleet_id`, the login's `api_key`) get seeded values the same way.
- Ambient headers: every case also carries generated values of headers that any client may
  send (Accept, Accept-Encoding, Accept-Language, User-Agent, X-Request-Id), which the contract
  leaves free: answers must not depend on them in ways the contract does not list. For the
  operations that take no input at all, they are what makes each case differ.
- Request counts: every request sent is counted per operation and written to FUZZ_COUNTS when
  the run ends; fuzz.sh fails the run when an operation got fewer cases than asked for.
- Files: where the contract gives a JSON or YAML response the schema `type: string` (an export
  download, `format: binary`; the contract itself at /openapi.yaml), the body is a file, as
  OpenAPI 3.0 reads such a schema and as the generated clients hand it back (unparsed).
  schemathesis would parse the body first and then find an object where the schema says string;
  here such a body is parsed only to check that it is well-formed JSON or YAML, and validated as
  the text the schema describes. Every other body is parsed and validated as usual.
"""

from __future__ import annotations

import ast
import atexit
import json
import os
import threading
from collections import Counter
from typing import Any

import schemathesis
from hypothesis import strategies as st
from schemathesis.core.deserialization import deserialize_yaml
from schemathesis.core.media_types import YAML_MEDIA_TYPES

# On this CPython 3.11, two threads in ast.parse at once can fail with "SystemError: AST
# constructor recursion depth mismatch" (seen in a run: hypothesis parses lambda sources to
# describe strategies, in both workers). Parsing is serialized; it is rare and quick.
_parse_lock = threading.RLock()
_parse = ast.parse


def _serialized_parse(*args: Any, **kwargs: Any) -> Any:
    with _parse_lock:
        return _parse(*args, **kwargs)


ast.parse = _serialized_parse  # type: ignore[assignment]

_SEEDS: dict[str, Any] = {}
if os.environ.get("FUZZ_SEEDS"):
    with open(os.environ["FUZZ_SEEDS"], encoding="utf-8") as seeds_file:
        _SEEDS = json.load(seeds_file)

_counts: Counter[str] = Counter()
_counts_lock = threading.Lock()


def _operation_id(context: Any) -> str | None:
    operation = getattr(context, "operation", None)
    if operation is None:
        return None
    return operation.definition.raw.get("operationId")


@schemathesis.hook
def before_generate_path_parameters(context: Any, strategy: Any) -> Any:
    seeded = _SEEDS.get(_operation_id(context) or "")
    if not seeded:
        return strategy
    return st.one_of(strategy, st.sampled_from(seeded))


@schemathesis.hook
def flatmap_body(context: Any, body: Any) -> Any:
    fields = _SEEDS.get(f"body:{_operation_id(context)}")
    if not fields or not isinstance(body, dict):
        return st.just(body)
    # the generated body as it is, or with one of its id fields naming a seeded record
    return st.one_of(st.just(body), *(st.sampled_from(values).map(lambda value, field=field: {**body, field: value}) for field, values in fields.items()))


# visible ASCII with inner spaces: what an HTTP client library lets through in a header value
_HEADER_VALUE = st.from_regex(r"\A[!-~](?:[ -~]{0,62}[!-~])?\Z")
_AMBIENT_HEADERS = st.fixed_dictionaries(
    {},
    optional={
        "Accept": st.sampled_from(["application/json", "*/*", "text/html", "application/xml", "application/json;q=0.5, */*;q=0.1"]) | _HEADER_VALUE,
        "Accept-Encoding": st.sampled_from(["gzip, deflate, br", "identity", "*"]) | _HEADER_VALUE,
        "Accept-Language": st.sampled_from(["en", "de-CH, fr;q=0.8", "*"]) | _HEADER_VALUE,
        "User-Agent": _HEADER_VALUE,
        "X-Request-Id": st.sampled_from(["req-client-0001", "trace:4f9c2a7d.1"]) | _HEADER_VALUE,
    },
)


@schemathesis.hook
def flatmap_headers(context: Any, headers: dict[str, Any] | None) -> Any:
    # the generated headers of the operation (and any Authorization it tries) win over ambient ones
    return _AMBIENT_HEADERS.map(lambda ambient: {**ambient, **(headers or {})})


@schemathesis.hook
def after_call(context: Any, case: Any, response: Any) -> None:
    with _counts_lock:
        _counts[case.operation.label] += 1


def _write_counts() -> None:
    path = os.environ.get("FUZZ_COUNTS")
    if not path:
        return
    with _counts_lock:
        snapshot = dict(_counts)
    with open(path, "w", encoding="utf-8") as counts_file:
        json.dump(snapshot, counts_file, indent=1, sort_keys=True)


atexit.register(_write_counts)


def _declared_schema(context: Any, status: int, media_type: str) -> dict[str, Any]:
    """The schema the operation's own (not $ref'd) response for `status` gives `media_type`."""
    operation = getattr(context, "operation", None)
    if operation is None:
        return {}
    responses = operation.definition.raw.get("responses", {})
    entry = responses.get(str(status)) or responses.get(f"{str(status)[0]}XX") or responses.get("default") or {}
    return ((entry.get("content") or {}).get(media_type) or {}).get("schema") or {}


def _is_file(context: Any, response: Any, media_type: str) -> bool:
    return _declared_schema(context, response.status_code, media_type).get("type") == "string"


@schemathesis.deserializer("application/json")
def _json_or_file(context: Any, response: Any) -> Any:
    data = response.json()
    return response.content.decode(response.encoding or "utf-8") if _is_file(context, response, "application/json") else data


# every YAML media type: the first registered one that matches a response is the one used
@schemathesis.deserializer(*YAML_MEDIA_TYPES)
def _yaml_or_file(context: Any, response: Any) -> Any:
    text = response.content.decode(response.encoding or "utf-8")
    data = deserialize_yaml(text)
    return text if _is_file(context, response, "application/yaml") else data
