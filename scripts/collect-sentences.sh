#!/usr/bin/env bash
# Collects the prose sentences of bench/support/large-corpus.ts, when they are missing:
#   scripts/collect-sentences.sh <out.txt> <count>
# The docstrings of the Python standard library and of a set of large, documented PyPI packages
# (installed into .tmp/corpus-venv, git-ignored) are split into prose sentences by
# scripts/embed-sentences.py --source packages --sentences-only; the first <count> of the
# shuffled list are written to <out.txt>, one a line. Needs no standard input.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

out=${1:?usage: scripts/collect-sentences.sh <out.txt> <count>}
count=${2:?usage: scripts/collect-sentences.sh <out.txt> <count>}
[ -f "$out" ] && { echo "collect-sentences: $out is there"; exit 0; }

venv=.tmp/corpus-venv
export PIP_NO_INPUT=1 PIP_DISABLE_PIP_VERSION_CHECK=1
if [ ! -f "$venv/.installed" ]; then
  echo "collect-sentences: installing documented packages into $venv (a few minutes the first time)"
  [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
  "$venv/bin/pip" install -q numpy scipy sympy pandas django sqlalchemy networkx matplotlib scikit-learn statsmodels astropy
  # Only their source files are read (never imported): no dependencies needed.
  "$venv/bin/pip" install -q --no-deps transformers twisted sphinx docutils
  touch "$venv/.installed"
fi
"$venv/bin/python" scripts/embed-sentences.py --source packages --sentences-only --corpus "$count" --queries 0 --out "$out"
