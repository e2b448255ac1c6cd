"""Reads what a fuzzing run left behind and says whether it passed.

    schemathesis_report.py CONTRACT COUNTS_JSON NDJSON_REPORT MIN_CASES

Passes when every operation of the contract got at least MIN_CASES requests, no check failed
and schemathesis met no error. Prints the cases per operation (fewest first), each failure with its request and
answer, and a closing line 'fuzz: N passed, N failed' (N operations).
"""

from __future__ import annotations

import base64
import json
import sys
from pathlib import Path
from typing import Any

import yaml

METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def contract_operations(contract_path: str) -> list[str]:
    contract = yaml.safe_load(Path(contract_path).read_text(encoding="utf-8"))
    return [f"{method.upper()} {path}" for path, item in contract["paths"].items() for method in METHODS if method in item]


def short(value: Any, limit: int = 400) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=True)
    return text if len(text) <= limit else text[:limit] + f"... ({len(text)} characters)"


def failures_of(ndjson_path: str) -> list[dict[str, Any]]:
    found = []
    seen = set()
    with open(ndjson_path, encoding="utf-8") as events:
        for line in events:
            event = json.loads(line)
            scenario = event.get("ScenarioFinished")
            if not scenario:
                continue
            recorder = scenario["recorder"]
            for case_id, checks in (recorder.get("checks") or {}).items():
                for check in checks:
                    if check["status"] == "success":
                        continue
                    failure = (check.get("failure_info") or {}).get("failure") or {}
                    case = (recorder.get("cases") or {}).get(case_id, {}).get("value", {})
                    interaction = (recorder.get("interactions") or {}).get(case_id) or {}
                    answer = interaction.get("response") or {}
                    body = answer.get("content") or {}
                    text = base64.b64decode(body["$base64"]).decode("utf-8", "replace") if "$base64" in body else ""
                    key = (case.get("method"), case.get("path"), failure.get("code"), failure.get("title"), answer.get("status_code"))
                    if key in seen:
                        continue
                    seen.add(key)
                    found.append({
                        "phase": scenario.get("phase"),
                        "operation": f"{case.get('method')} {case.get('path')}",
                        "check": check["name"],
                        "title": f"{failure.get('code', '')} {failure.get('title', '')}".strip(),
                        "message": failure.get("message", ""),
                        "request": {k: case.get(k) for k in ("path_parameters", "query", "body") if case.get(k) is not None},
                        "status": answer.get("status_code"),
                        "answer": text,
                    })
    return found


def errors_of(ndjson_path: str) -> list[dict[str, Any]]:
    """Errors that stopped the cases of an operation (a crash of the tool, not a failed check)."""
    found = []
    with open(ndjson_path, encoding="utf-8") as events:
        for line in events:
            error = json.loads(line).get("NonFatalError")
            if error:
                found.append({"phase": error.get("phase"), "operation": error.get("label"), "title": f"{error['value'].get('type')}: {error['value'].get('message')}"})
    return found


def main() -> int:
    contract_path, counts_path, ndjson_path, min_cases_text = sys.argv[1:5]
    min_cases = int(min_cases_text)
    operations = contract_operations(contract_path)
    counts: dict[str, int] = json.loads(Path(counts_path).read_text(encoding="utf-8")) if Path(counts_path).exists() else {}
    failures = failures_of(ndjson_path) if Path(ndjson_path).exists() else []
    errors = errors_of(ndjson_path) if Path(ndjson_path).exists() else []

    print(f"Cases per operation ({len(operations)} operations, at least {min_cases} each):")
    for operation in sorted(operations, key=lambda op: (counts.get(op, 0), op)):
        print(f"  {counts.get(operation, 0):6d}  {operation}")
    short_ops = [op for op in operations if counts.get(op, 0) < min_cases]
    total = sum(counts.get(op, 0) for op in operations)
    print(f"Cases: {total} in all, fewest {min((counts.get(op, 0) for op in operations), default=0)} for one operation")

    for failure in failures:
        print(f"\nFAILURE [{failure['phase']}] {failure['operation']}: {failure['check']} ({failure['title']})")
        if failure["message"]:
            print(f"  {short(failure['message'])}")
        print(f"  request: {short(failure['request'])}")
        print(f"  answer:  {failure['status']} {short(failure['answer'])}")
    for error in errors:
        print(f"\nERROR [{error['phase']}] {error['operation']}: {short(error['title'])}")
    if short_ops:
        print(f"\nToo few cases (fewer than {min_cases}): {', '.join(short_ops)}")

    failed_ops = {f["operation"] for f in failures} | {e["operation"] for e in errors} | set(short_ops)
    failed = len(failed_ops)
    passed = len([op for op in operations if op not in failed_ops])
    print(f"\nfuzz: {passed} passed, {failed} failed")
    return 0 if total > 0 and failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
