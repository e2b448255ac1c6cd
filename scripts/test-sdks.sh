#!/usr/bin/env bash
# The SDK suites: each SDK's tests in its own language against one live service.
#   bash scripts/test-sdks.sh [REPORT_DIR]
# Makes a throwaway CA and a certificate for 127.0.0.1 (the tests' HTTPS webhook receivers),
# starts the service once (trusting that CA, allowed to call 127.0.0.1), runs
#   sdk-typescript  vitest, sdks/typescript/test
#   sdk-python      pytest in tools/sdk-python-venv, on the SDK pip-installed from sdks/python
#   sdk-go          go test ./... in sdks/go
# and stops the service. Prints one "name: N passed, N failed" line per suite and writes the same
# counts to REPORT_DIR/sdk-counts.txt ("name passed failed") for scripts/test.sh. Exits non-zero
# when any suite failed. Needs what `scripts/setup.sh --test` installs.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
report_dir=${1:-$root/.tmp/test-reports}
mkdir -p "$report_dir"
counts_file="$report_dir/sdk-counts.txt"
: >"$counts_file"
suites=(sdk-typescript sdk-python sdk-go)

suite_started=$SECONDS
record() { # name passed failed
  echo "$1 $2 $3" >>"$counts_file"
  echo "=== $1: $2 passed, $3 failed in $((SECONDS - suite_started)) s"
  suite_started=$SECONDS
}

fail_all() { # why
  echo "test-sdks: $1" >&2
  for name in "${suites[@]}"; do record "$name" 0 1; done
  summarize
  exit 1
}

summarize() {
  local name passed failed status=0
  echo
  while read -r name passed failed; do
    echo "$name: $passed passed, $failed failed"
    [ "$failed" -eq 0 ] || status=1
  done <"$counts_file"
  return $status
}

# The receiver's certificate, signed by a CA made for this run only; the service trusts that CA
# through OUTBOUND_CA_FILE. EC keys: quick to make.
tls_dir=$(mktemp -d "${TMPDIR:-/tmp}/sdk-tests-tls.XXXXXX")
# shellcheck source=services/service.sh
source scripts/services/service.sh
trap 'service_stop; rm -rf "$tls_dir"' EXIT
{
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 \
    -subj '/CN=SDK test receiver CA' -keyout "$tls_dir/ca.key" -out "$tls_dir/ca.pem" \
    -addext 'basicConstraints=critical,CA:TRUE' -addext 'keyUsage=critical,keyCertSign,cRLSign' &&
    openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -subj '/CN=127.0.0.1' \
      -keyout "$tls_dir/receiver.key" -out "$tls_dir/receiver.csr" &&
    printf 'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=IP:127.0.0.1,DNS:localhost\n' >"$tls_dir/receiver.ext" &&
    openssl x509 -req -in "$tls_dir/receiver.csr" -CA "$tls_dir/ca.pem" -CAkey "$tls_dir/ca.key" -CAcreateserial \
      -days 2 -sha256 -extfile "$tls_dir/receiver.ext" -out "$tls_dir/receiver.pem"
} >"$tls_dir/openssl.log" 2>&1 || { cat "$tls_dir/openssl.log" >&2; fail_all "could not make the receiver's certificate with openssl"; }
export SDK_TEST_TLS_CERT="$tls_dir/receiver.pem" SDK_TEST_TLS_KEY="$tls_dir/receiver.key"

service_start OUTBOUND_ALLOWED_HOSTS=127.0.0.1 OUTBOUND_CA_FILE="$tls_dir/ca.pem" EVENT_DISPATCH_INTERVAL_MS=50 RATE_LIMIT_PER_SECOND_PERCENT=0 ||
  fail_all "the service did not start"
echo "=== certificate and service ready in $SECONDS s"
suite_started=$SECONDS

# TypeScript: the project's vitest with the SDK's own config.
echo "=== sdk-typescript: vitest run --config sdks/typescript/vitest.config.ts"
json="$report_dir/sdk-typescript.json"
rm -f "$json"
npx vitest run --config sdks/typescript/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$json"
read -r passed failed < <(node scripts/test-counts.mjs vitest "$json")
record sdk-typescript "$passed" "$failed"

# Python: the SDK pip-installed (so its pyproject.toml is what is tested) from a copy of its
# folder, since a build writes into the folder it builds; offline, against the pinned packages
# that set-up installed. pytest imports the installed package, not the folder (importlib mode).
echo "=== sdk-python: pytest sdks/python/tests"
venv=tools/sdk-python-venv
xml="$report_dir/sdk-python.xml"
rm -f "$xml"
if [ -x "$venv/bin/pytest" ]; then
  build_dir=$(mktemp -d "${TMPDIR:-/tmp}/sdk-python-build.XXXXXX")
  cp -r sdks/python "$build_dir/"
  if PIP_DISABLE_PIP_VERSION_CHECK=1 "$venv/bin/pip" install -q --no-index --no-deps --no-build-isolation --force-reinstall "$build_dir/python"; then
    "$venv/bin/pytest" -p no:cacheprovider --import-mode=importlib --junitxml="$xml" sdks/python/tests
  else
    echo "sdk-python: pip could not install sdks/python" >&2
  fi
  rm -rf "$build_dir"
else
  echo "sdk-python: $venv is missing; run scripts/setup.sh --test" >&2
fi
read -r passed failed < <(node scripts/test-counts.mjs junit "$xml")
record sdk-python "$passed" "$failed"

# Go: every package of the module (the generated client builds, the helper, the live test);
# -count=1 because a cached result would not have talked to this service.
echo "=== sdk-go: go test ./... (sdks/go)"
gojson="$report_dir/sdk-go.jsonl"
(cd sdks/go && go test -count=1 -json ./...) >"$gojson" 2>"$report_dir/sdk-go.stderr"
cat "$report_dir/sdk-go.stderr"
node -e '
  for (const line of require("fs").readFileSync(process.argv[1], "utf8").split("\n")) {
    try { const e = JSON.parse(line); if (e.Output) process.stdout.write(e.Output); } catch {}
  }' "$gojson"
read -r passed failed < <(node scripts/test-counts.mjs gotest "$gojson")
record sdk-go "$passed" "$failed"

summarize
