#!/usr/bin/env bash
# Runs the pinned openapi-generator jar, obtaining it first if needed.
#   scripts/openapi-generator.sh generate -g go -i generated/openapi.yaml -o sdks/go
# The jar comes from Maven Central (or, failing that, the PyPI wheel that bundles it) and is
# kept at tools/openapi-generator/<version>.jar, the storageDir layout of the npm wrapper.
# The npm wrapper itself is not used: its current releases require Node 22.
set -euo pipefail
VERSION=7.17.0
root=$(cd "$(dirname "$0")/.." && pwd)
jar="$root/tools/openapi-generator/$VERSION.jar"

if ! command -v java >/dev/null 2>&1; then
  echo "openapi-generator: installing a Java runtime (default-jre-headless)" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
fi

if [ ! -s "$jar" ]; then
  mkdir -p "$(dirname "$jar")"
  m2="$HOME/.m2/repository/org/openapitools/openapi-generator-cli/$VERSION/openapi-generator-cli-$VERSION.jar"
  if command -v mvn >/dev/null 2>&1 && mvn -q -B dependency:get -Dartifact="org.openapitools:openapi-generator-cli:$VERSION" >/dev/null 2>&1 && [ -s "$m2" ]; then
    cp "$m2" "$jar.part"
  else
    echo "openapi-generator: Maven unavailable, taking the jar from the PyPI wheel" >&2
    wheel_dir=$(mktemp -d)
    python3 -m pip download -q --no-deps -d "$wheel_dir" "openapi-generator-cli==$VERSION" >&2
    python3 - "$wheel_dir" "$jar.part" <<'PY'
import sys, zipfile, glob
wheel = glob.glob(sys.argv[1] + "/*.whl")[0]
with zipfile.ZipFile(wheel) as z:
    name = next(n for n in z.namelist() if n.endswith(".jar"))
    open(sys.argv[2], "wb").write(z.read(name))
PY
    rm -rf "$wheel_dir"
  fi
  mv "$jar.part" "$jar"
fi

if [ "${1:-}" = "--ensure" ]; then exit 0; fi
exec java -jar "$jar" "$@"
