"""The SDK against a live service (started by scripts/test-sdks.sh, which passes SERVICE_URL and the
receiver's certificate): sign up, a trigger and a webhook, store, search, a real signed delivery to
an HTTPS receiver this test runs, verified with the helper, forget, and one typed error. Every call
goes through the generated client; only the receiver is plain HTTP handling.

The steps share one account and run in file order, as pytest runs them."""

import os
import ssl
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

import memory_intelligence as mi
from memory_intelligence.exceptions import ApiException, NotFoundException
from memory_intelligence_helpers import WebhookVerificationError, verify_webhook


def _setting(name):
    value = os.environ.get(name)
    if not value:
        raise RuntimeError(f"{name} is not set: run the SDK suites with scripts/test-sdks.sh, which starts the service and sets it.")
    return value


class _Receiver(BaseHTTPRequestHandler):
    deliveries = []

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        self.deliveries.append((self.headers, body))
        answer = b'{"received":true}'
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(answer)))
        self.end_headers()
        self.wfile.write(answer)

    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def receiver_url():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Receiver)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(_setting("SDK_TEST_TLS_CERT"), _setting("SDK_TEST_TLS_KEY"))
    server.socket = context.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"https://127.0.0.1:{server.server_address[1]}/hooks/python"
    server.shutdown()
    server.server_close()


def _eventually(what, probe, timeout=30.0):
    deadline = time.monotonic() + timeout
    while True:
        value = probe()
        if value is not None:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.1)


MARKER = f"sdk-python-{int(time.time() * 1000)}"
TEXT = f"The {MARKER} team decided to ship the Python SDK with signed webhooks."
state = {}


@pytest.fixture(scope="module")
def client():
    configuration = mi.Configuration(host=_setting("SERVICE_URL"))
    with mi.ApiClient(configuration) as api_client:
        yield api_client


def test_signs_up_and_receives_an_api_key(client):
    created = mi.AccountApi(client).create_key(mi.CreateKeyRequest(email=f"{MARKER}@example.com"))
    assert created.api_key.startswith("pr_live_")
    assert created.tier == mi.Tier.FREE
    client.configuration.access_token = created.api_key
    state["api_key"] = created.api_key


def test_creates_a_trigger_and_a_webhook(client, receiver_url):
    trigger = mi.TriggersApi(client).create_trigger(
        mi.CreateTriggerRequest(
            name="SDK test trigger",
            conditions=[mi.TriggerCondition(mi.TextContainsCondition(type=mi.TextContainsConditionType.TEXT_CONTAINS, value=MARKER))],
            actions=[mi.TriggerAction(mi.LogEventAction(type=mi.LogEventActionType.LOG_EVENT, level="info", message_template="matched {{memory.id}}"))],
        )
    )
    assert trigger.id.startswith("trg_")
    assert trigger.conditions[0].actual_instance.value == MARKER
    state["trigger_id"] = trigger.id

    webhook = mi.WebhooksApi(client).create_webhook(
        mi.CreateWebhookRequest(url=receiver_url, events=[mi.WebhookEventType.MEMORY_STORED])
    )
    assert webhook.id.startswith("wh_")
    assert webhook.secret.startswith("whsec_")
    state["secret"] = webhook.secret


def test_stores_a_memory_and_finds_it_by_meaning(client):
    memory = mi.MemoryApi(client)
    stored = memory.store_memory(mi.StoreMemoryRequest(text=TEXT, metadata={"source": "sdk-test"}))
    assert stored.status == "stored"
    assert stored.duplicate is False
    state["memory_id"] = stored.id

    found = memory.search_memories(mi.SearchMemoriesRequest(query="Which SDK ships with signed webhooks?", limit=5))
    hit = next(r for r in found.results if r.id == stored.id)
    assert hit.text == TEXT
    assert hit.score > 0.3


def test_receives_the_delivery_and_verifies_its_signature_with_the_helper():
    deliveries = _Receiver.deliveries
    headers, body = _eventually(
        "the MEMORY_STORED delivery",
        lambda: next((d for d in deliveries if d[0].get("X-Service-Event") == "MEMORY_STORED"), None),
    )
    verified = verify_webhook(body, headers, state["secret"])
    assert verified.id == headers.get("webhook-id")
    event = mi.WebhookEvent.from_dict(verified.payload)
    assert event.actual_instance.event == "MEMORY_STORED"
    assert event.actual_instance.data.memory_id == state["memory_id"]
    assert event.actual_instance.data.content == TEXT

    # The same delivery with one byte changed, or checked with another secret, is refused.
    with pytest.raises(WebhookVerificationError) as refused:
        verify_webhook(body + b" ", headers, state["secret"])
    assert refused.value.code == "SIGNATURE_MISMATCH"
    with pytest.raises(WebhookVerificationError):
        verify_webhook(body, headers, state["secret"] + "x")


def test_ran_the_trigger_on_the_stored_memory(client):
    triggers = mi.TriggersApi(client)
    execution = _eventually(
        "the trigger execution",
        lambda: next((e for e in triggers.list_trigger_executions(state["trigger_id"]).items if e.memory_id == state["memory_id"]), None),
    )
    assert execution.status == mi.TriggerExecutionStatus.SUCCESS
    assert [a.type for a in execution.action_results] == [mi.TriggerActionType.LOG_EVENT]


def test_forgets_and_forgetting_again_is_a_typed_404(client):
    memory = mi.MemoryApi(client)
    forgotten = memory.forget_memory(mi.ForgetMemoryRequest(memory_id=state["memory_id"]))
    assert forgotten.status == "forgotten"
    assert forgotten.memory_id == state["memory_id"]

    with pytest.raises(NotFoundException) as not_found:
        memory.forget_memory(mi.ForgetMemoryRequest(memory_id=state["memory_id"]))
    error = not_found.value
    assert isinstance(error, ApiException)
    assert error.status == 404
    assert isinstance(error.data, mi.ErrorEnvelope)
    assert error.data.error.code == mi.ErrorCode.MEMORY_NOT_FOUND
    assert state["memory_id"] in error.data.error.message
