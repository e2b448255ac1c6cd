"""The webhook helper against the shared vectors (sdks/testdata/webhook-signatures.json), whose
headers the service's own signer produced: every case the TypeScript and Go helpers run too."""

import json
from datetime import datetime, timezone
from pathlib import Path

import pytest

from memory_intelligence_helpers import VerifiedWebhook, WebhookVerificationError, verify_webhook

VECTORS = json.loads((Path(__file__).resolve().parents[2] / "testdata" / "webhook-signatures.json").read_text("utf-8"))


def _outcome(body, headers, secrets, now):
    try:
        verify_webhook(body, headers, secrets, tolerance_seconds=VECTORS["tolerance_seconds"], now=now)
        return "ok"
    except WebhookVerificationError as error:
        return error.code


def test_the_cases_cover_every_outcome():
    assert {c["expect"] for c in VECTORS["cases"]} == {
        "ok",
        "TIMESTAMP_OUT_OF_TOLERANCE",
        "SIGNATURE_MISMATCH",
        "MISSING_HEADER",
        "INVALID_TIMESTAMP",
    }


@pytest.mark.parametrize("case", VECTORS["cases"], ids=[c["name"] for c in VECTORS["cases"]])
def test_shared_case(case):
    vector = VECTORS["vectors"][case["vector"]]
    headers = dict(vector["headers"])
    for name, value in (case.get("headers") or {}).items():
        if value is None:
            headers.pop(name, None)
        else:
            headers[name] = value
    body = case.get("body", vector["body"])
    secrets = case.get("secrets") or [vector["secret"]]
    now = vector["timestamp"] + case["now_offset"]
    assert _outcome(body, headers, secrets, now) == case["expect"]


@pytest.mark.parametrize("vector", VECTORS["vectors"], ids=[v["name"] for v in VECTORS["vectors"]])
def test_answers_the_id_time_and_parsed_body(vector):
    at = datetime.fromtimestamp(vector["timestamp"], tz=timezone.utc)
    expected = VerifiedWebhook(id=vector["delivery_id"], timestamp=at, payload=json.loads(vector["body"]))
    assert verify_webhook(vector["body"], vector["headers"], vector["secret"], now=at) == expected
    # The raw bytes as a receiver reads them, and header names as a proxy may rewrite them.
    upper = {name.upper(): value for name, value in vector["headers"].items()}
    assert verify_webhook(vector["body"].encode("utf-8"), upper, vector["secret"], now=at) == expected


def test_default_tolerance_is_300_seconds():
    vector = VECTORS["vectors"][0]
    verify_webhook(vector["body"], vector["headers"], vector["secret"], now=vector["timestamp"] + 300)
    with pytest.raises(WebhookVerificationError) as refused:
        verify_webhook(vector["body"], vector["headers"], vector["secret"], now=vector["timestamp"] + 301)
    assert refused.value.code == "TIMESTAMP_OUT_OF_TOLERANCE"
