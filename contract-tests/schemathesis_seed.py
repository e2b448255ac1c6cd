"""Seeds records for the fuzzing run through the service's own API and writes, per operationId,
the path values that name them (read by schemathesis_hooks.py).

    schemathesis_seed.py SERVICE_URL API_KEY RECEIVER_URL SEEDS_JSON

RECEIVER_URL is an HTTPS endpoint the service trusts, which the seeded webhooks point at.

Every operation with an id in its path gets at least one existing record, and so do the
operations that name a record in a body field (`memory_id`, `fleet_id`: written under
`body:<operationId>`); operations that delete or end something get records of their own, so a deletion early in the run leaves the
records of the other operations in place. Prints the device token that the device-token
operations (heartbeat, push, changes) authenticate with.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

import requests
import yaml

ROOT = Path(__file__).resolve().parent.parent


class Seeder:
    def __init__(self, base_url: str, api_key: str) -> None:
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {api_key}"

    def call(self, method: str, path: str, body: Any = None, token: str | None = None, expect: int | tuple[int, ...] = (200, 201, 202)) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        response = self.session.request(method, self.base_url + path, json=body, headers=headers, timeout=120)
        expected = (expect,) if isinstance(expect, int) else expect
        if response.status_code not in expected:
            raise SystemExit(f"seeding failed: {method} {path} answered {response.status_code}: {response.text[:500]}")
        return response.json() if response.content else None


def example_vector() -> list[float]:
    """The overflow store example's vector: a real 768-dimension embedding from the contract."""
    contract = yaml.safe_load((ROOT / "generated" / "openapi.yaml").read_text(encoding="utf-8"))
    content = contract["paths"]["/v1/overflow/store"]["post"]["requestBody"]["content"]["application/json"]
    example = next(iter(content["examples"].values()))["value"] if "examples" in content else content["example"]
    return example["vector"]


def seed(s: Seeder, receiver_url: str) -> tuple[dict[str, Any], str]:
    seeds: dict[str, Any] = {}

    def add(operation_ids: list[str], **params: Any) -> None:
        for operation_id in operation_ids:
            seeds.setdefault(operation_id, []).append(params)

    def add_body(operation_ids: list[str], field: str, value: Any) -> None:
        """An id for a body field: `body:<operationId>` maps the field to its seeded values."""
        for operation_id in operation_ids:
            seeds.setdefault(f"body:{operation_id}", {}).setdefault(field, []).append(value)

    # A login with the account's own key, beside the generated (unknown) ones.
    add_body(["login"], "api_key", s.api_key)

    # Overflow memories (hosted storage, vectors given by the caller).
    vector = example_vector()
    for n in range(2):
        stored = s.call("POST", "/v1/overflow/store", {"vector": vector, "text": f"Seeded overflow memory {n}: the fleet charges at night.", "category": "fact", "importance": 0.6})
        add(["getOverflowMemory", "getOverflowMemoryHistory", "listOverflowMemoryVersions"], memory_id=stored["id"])
        add_body(["promoteOverflowMemory", "updateOverflowMemoryImportance", "decayOverflowMemory"], "memory_id", stored["id"])
    for n in range(2):
        doomed = s.call("POST", "/v1/overflow/store", {"vector": vector[::-1], "text": f"Seeded overflow memory to forget {n}.", "category": "fact", "importance": 0.4})
        add_body(["forgetOverflowMemory"], "memory_id", doomed["id"])

    # Generic memories (embedded by the service), a collection, and an end user's stats.
    for n in range(2):
        created = s.call("POST", "/generic/v1/memories", {"content": f"Seeded memory {n}: prefers tea over coffee in the morning.", "user_id": "fuzz-user", "metadata": {"category": "preference", "importance": 0.7}})
        add(["genericGetMemory", "genericUpdateMemory", "genericListSimilarMemories"], memory_id=created["id"])
        add_body(["genericAddMemoryToCollection"], "memory_id", created["id"])
    for n in range(2):
        created = s.call("POST", "/v1/store", {"text": f"Seeded memory to forget {n}: the printer on floor two jams."})
        add_body(["forgetMemory"], "memory_id", created["id"])
    for n in range(2):
        created = s.call("POST", "/generic/v1/memories", {"content": f"Seeded memory to delete {n}: the office opens at eight.", "user_id": "fuzz-user"})
        add(["genericDeleteMemory"], memory_id=created["id"])
    collection = s.call("POST", "/generic/v1/collections", {"name": "fuzz-collection", "description": "Seeded for fuzzing."})
    add(["genericAddMemoryToCollection"], collection_id=collection["id"])
    add(["genericGetUserStats"], user_id="fuzz-user")

    # Triggers.
    trigger_body = {"name": "Seeded trigger", "conditions": [{"type": "CATEGORY_EQUALS", "value": "decision"}], "actions": [{"type": "LOG_EVENT"}]}
    for operation_ids in (["getTrigger", "updateTrigger", "testTrigger", "getTriggerAnalytics", "listTriggerExecutions"], ["deleteTrigger"]):
        for _ in range(2):
            trigger = s.call("POST", "/v1/triggers", trigger_body)
            add(operation_ids, trigger_id=trigger["id"])

    # Webhooks to the local receiver; one for each delete.
    webhook_body = {"url": f"{receiver_url.rstrip('/')}/fuzz-events", "events": ["MEMORY_STORED", "MEMORY_FORGOTTEN"]}
    for operation_ids in (["getWebhook", "updateWebhook", "testWebhook", "getWebhookAnalytics", "listWebhookDeliveries"], ["deleteWebhook"]):
        webhook = s.call("POST", "/v1/webhooks", webhook_body)
        add(operation_ids, webhook_id=webhook["id"])

    # Fleets, devices (one online with a token), a sync job and alerts.
    fleet_ids = []
    for operation_ids in (["getFleet", "updateFleet", "getFleetDashboard"], ["deleteFleet"]):
        for n in range(2):
            fleet = s.call("POST", "/v1/fleets", {"name": f"Seeded fleet {len(fleet_ids)}"})
            fleet_ids.append(fleet["id"])
            add(operation_ids, fleet_id=fleet["id"])
    add_body(["registerDevice", "updateDevice"], "fleet_id", fleet_ids[0])
    device = s.call("POST", "/v1/devices", {"name": "seeded-robot", "type": "ROBOT", "fleet_id": fleet_ids[0]})
    device_id, device_token = device["id"], device["device_token"]
    # low battery and a full disk raise two alerts; the heartbeat also brings the device online
    s.call("POST", f"/v1/devices/{device_id}/heartbeat", {"battery_pct": 5, "storage_usage_pct": 99}, token=device_token)
    add(["getDevice", "updateDevice", "syncDevice", "sendHeartbeat", "pushDeviceMemories", "pullDeviceChanges"], device_id=device_id)
    for n in range(2):
        doomed = s.call("POST", "/v1/devices", {"name": f"seeded-device-to-delete-{n}", "type": "SENSOR"})
        add(["deleteDevice"], device_id=doomed["id"])
    job = s.call("POST", f"/v1/devices/{device_id}/sync", {"direction": "both"})
    add(["getSyncJob"], device_id=device_id, job_id=job["job_id"])
    alerts = s.call("GET", f"/v1/alerts?device_id={device_id}")["items"]
    if not alerts:
        raise SystemExit("seeding failed: the low-battery heartbeat raised no alert")
    for alert in alerts:
        add(["resolveAlert"], alert_id=alert["id"])

    # Compression: a job (it completes within seconds) and scheduled batches.
    job = s.call("POST", "/v1/compression/jobs", {"vectors": [vector, vector[::-1]], "method": "TURBOQUANT", "target_bits": 4})
    add(["getCompressionJob", "getCompressionJobResult"], job_id=job["id"])
    batch_body = {"name": "Seeded batch", "schedule": "0 3 * * *", "method": "TURBOQUANT", "quality": "BALANCED"}
    for operation_ids in (["getCompressionBatch", "updateCompressionBatch"], ["deleteCompressionBatch"]):
        for _ in range(2):
            batch = s.call("POST", "/v1/compression/batches", batch_body)
            add(operation_ids, batch_id=batch["id"])

    # A memory export; its download is tried once it completes.
    export = s.call("POST", "/v1/export", {"format": "NATIVE_JSON"})
    add(["getExport", "downloadExport"], job_id=export["job_id"])
    deadline = time.monotonic() + 60
    while s.call("GET", f"/v1/export/{export['job_id']}")["status"] not in ("COMPLETED", "FAILED"):
        if time.monotonic() > deadline:
            raise SystemExit("seeding failed: the seeded export did not complete within 60 s")
        time.sleep(0.5)

    return seeds, device_token


def main() -> None:
    if len(sys.argv) != 5:
        raise SystemExit(__doc__)
    base_url, api_key, receiver_url, seeds_path = sys.argv[1:]
    seeds, device_token = seed(Seeder(base_url, api_key), receiver_url)
    Path(seeds_path).write_text(json.dumps(seeds, indent=1), encoding="utf-8")
    print(device_token)


if __name__ == "__main__":
    main()
