"""Hand-written helpers shipped with the generated ``memory_intelligence`` client.

The generator never writes into this package. ``verify_webhook`` checks the signatures of the
service's webhook deliveries.
"""

from memory_intelligence_helpers.webhooks import (
    DEFAULT_TOLERANCE_SECONDS,
    VerifiedWebhook,
    WebhookVerificationError,
    verify_webhook,
)

__all__ = ["DEFAULT_TOLERANCE_SECONDS", "VerifiedWebhook", "WebhookVerificationError", "verify_webhook"]
