"""The README's quick start, run as written against the live service that scripts/test-sdks.sh
starts (SERVICE_URL): only the base URL and the sign-up e-mail (a fresh account per run) are
replaced. Its search must find again the memory it stored."""

import os
import re
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

README = Path(__file__).resolve().parent.parent / "README.md"


def _quick_start() -> str:
    section = README.read_text(encoding="utf-8").split("## Quick start", 1)[1]
    block = re.search(r"```python\n(.*?)```", section, re.S)
    assert block, f"{README} has no python block under '## Quick start'"
    return block.group(1)


def test_quick_start_finds_what_it_stored() -> None:
    url = os.environ.get("SERVICE_URL")
    if not url:
        pytest.fail("SERVICE_URL is not set: run the SDK suites with scripts/test-sdks.sh, which starts the service and sets it.")
    code = _quick_start().replace("http://127.0.0.1:8080", url).replace("ada@example.com", f"quick-start-{secrets.token_hex(6)}@example.com")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert any(re.fullmatch(r"0\.\d{3} The user prefers dark mode in every editor\.", line) for line in lines), run.stdout
