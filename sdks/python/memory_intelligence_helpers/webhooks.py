"""Verification of the service's webhook deliveries.

Every delivery carries two HMAC-SHA256 signatures keyed by the UTF-8 bytes of the whole webhook
secret, ``whsec_`` included:

* ``webhook-signature``: ``v1,<base64 HMAC of "{webhook-id}.{webhook-timestamp}.{raw body}">``
  (Standard Webhooks; the header may hold several space-separated signatures);
* ``X-Service-Signature``: ``sha256=<hex HMAC of the raw body>``.

The first binds the delivery id and the time to the body, so it is required and its timestamp
must lie within the tolerance of the receiver's clock (replays are refused). The second adds
nothing to it but is checked when present, so a delivery whose two signatures disagree is refused.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import re
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Iterable, Optional, Sequence, Tuple, Union

DEFAULT_TOLERANCE_SECONDS = 300

_TIMESTAMP = re.compile(r"^\d{1,15}$")
_BODY_SIGNATURE = re.compile(r"^sha256=([0-9a-f]{64})$")


class WebhookVerificationError(Exception):
    """A delivery was refused; ``code`` says why.

    ``MISSING_HEADER``, ``INVALID_TIMESTAMP``, ``TIMESTAMP_OUT_OF_TOLERANCE`` or
    ``SIGNATURE_MISMATCH``.
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class VerifiedWebhook:
    """A delivery whose signatures matched."""

    #: ``webhook-id``: the delivery id, the same on every attempt (drop repeats by it).
    id: str
    #: ``webhook-timestamp``: when this attempt was signed.
    timestamp: datetime
    #: The body parsed as JSON; ``memory_intelligence.WebhookEvent.from_dict`` makes it a typed event.
    payload: Any


def verify_webhook(
    body: Union[bytes, bytearray, str],
    headers: Any,
    secret: Union[str, Sequence[str]],
    *,
    tolerance_seconds: int = DEFAULT_TOLERANCE_SECONDS,
    now: Optional[Union[datetime, float]] = None,
) -> VerifiedWebhook:
    """Verify one delivery and return its parsed body, or raise ``WebhookVerificationError``.

    ``body`` is the raw request body exactly as received, read before any JSON parsing.
    ``headers`` is any mapping of header names to values (a dict, ``http.server``'s headers,
    a framework's headers object); names are matched without regard to letter case. ``secret``
    is the webhook's secret, or several during a rotation (any one may match). ``now`` is the
    receiver's clock (a datetime or epoch seconds), by default the current time.
    """
    webhook_id = _required(headers, "webhook-id")
    timestamp_text = _required(headers, "webhook-timestamp")
    signature_header = _required(headers, "webhook-signature")
    if not _TIMESTAMP.match(timestamp_text):
        raise WebhookVerificationError(
            "INVALID_TIMESTAMP", f"The webhook-timestamp header {timestamp_text!r} is not a time in epoch seconds."
        )
    timestamp = int(timestamp_text)
    now_seconds = int(_epoch_seconds(now))
    if abs(now_seconds - timestamp) > tolerance_seconds:
        raise WebhookVerificationError(
            "TIMESTAMP_OUT_OF_TOLERANCE",
            f"The delivery was signed at {timestamp}, more than {tolerance_seconds} s from this receiver's "
            f"clock ({now_seconds}); refuse it as a possible replay, or check the clock.",
        )

    body_bytes = body.encode("utf-8") if isinstance(body, str) else bytes(body)
    candidates = [sig for sig in (_decode_v1(entry) for entry in signature_header.split(" ")) if sig is not None]
    signed_content = f"{webhook_id}.{timestamp_text}.".encode("utf-8") + body_bytes
    secrets = [secret] if isinstance(secret, str) else list(secret)

    matched_key: Optional[bytes] = None
    for candidate_secret in secrets:
        key = candidate_secret.encode("utf-8")
        expected = hmac.new(key, signed_content, hashlib.sha256).digest()
        # Every candidate is compared, matching or not, so the time taken does not tell which matched.
        matches = [hmac.compare_digest(expected, candidate) for candidate in candidates]
        if any(matches):
            matched_key = key
            break
    if matched_key is None:
        raise WebhookVerificationError(
            "SIGNATURE_MISMATCH",
            "No webhook-signature matches the body with the given secret; check that the secret is the "
            "webhook's and that the body is the raw one.",
        )

    body_signature = _optional(headers, "x-service-signature")
    if body_signature is not None:
        match = _BODY_SIGNATURE.match(body_signature)
        expected_hex = hmac.new(matched_key, body_bytes, hashlib.sha256).hexdigest()
        if not match or not hmac.compare_digest(expected_hex, match.group(1)):
            raise WebhookVerificationError(
                "SIGNATURE_MISMATCH", "The X-Service-Signature header does not match the body; the delivery was altered."
            )

    try:
        payload = json.loads(body_bytes.decode("utf-8"))
    except ValueError:
        payload = None
    return VerifiedWebhook(id=webhook_id, timestamp=datetime.fromtimestamp(timestamp, tz=timezone.utc), payload=payload)


def _items(headers: Any) -> Iterable[Tuple[str, str]]:
    return headers.items() if hasattr(headers, "items") else headers


def _optional(headers: Any, name: str) -> Optional[str]:
    for key, value in _items(headers):
        if key.lower() == name and value is not None:
            return value if isinstance(value, str) else " ".join(value)
    return None


def _required(headers: Any, name: str) -> str:
    value = _optional(headers, name)
    if not value:
        raise WebhookVerificationError(
            "MISSING_HEADER", f"The delivery has no {name} header; it was not sent by the service, or a proxy removed it."
        )
    return value


def _decode_v1(entry: str) -> Optional[bytes]:
    if not entry.startswith("v1,"):
        return None
    try:
        return base64.b64decode(entry[3:], validate=True)
    except (binascii.Error, ValueError):
        return None


def _epoch_seconds(now: Optional[Union[datetime, float]]) -> float:
    if now is None:
        return time.time()
    if isinstance(now, datetime):
        return now.timestamp()
    return float(now)
