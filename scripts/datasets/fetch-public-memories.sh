#!/usr/bin/env bash
# Rebuilds the candidate texts from which resources/classification/public-memories.jsonl was
# picked, and checks that every text of that file is one of them, verbatim, with its source and
# reference. The labelled file itself is committed; this script shows where each text comes from.
#   scripts/datasets/fetch-public-memories.sh     writes tools/datasets/public-memories/candidates.jsonl
# From PyPI only: chitchat-dataset 0.9.0 (a 8 MB wheel, MIT) and bigbench 1.0.0 (a 358 MB source
# archive, of which five task files are kept). Both downloads are checked against their SHA-256.
# Licences of the corpora: resources/classification/README.md.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out="$root/tools/datasets/public-memories"
labelled="$root/resources/classification/public-memories.jsonl"

chitchat_sha256=7bf89f36645e2d5ec87d53370c8e851b5a688479c7beb7079cb4c87fc5acea3e
bigbench_sha256=1bb398a5512c6d798cdebe0dfa0ac03f67f6033fa6b39c6ef71df978c7cbc5c2
tasks=bigbench-1.0.0/bigbench/benchmark_tasks
members=(
  "$tasks/gem/schema_guided_dialog/task.json"
  "$tasks/gem/e2e_nlg/task.json"
  "$tasks/fact_checker/fever/task.json"
  "$tasks/hhh_alignment/harmless/task.json"
  "$tasks/hhh_alignment/helpful/task.json"
  "$tasks/hhh_alignment/honest/task.json"
  "$tasks/hhh_alignment/other/task.json"
)

export PIP_NO_INPUT=1 PIP_DISABLE_PIP_VERSION_CHECK=1
mkdir -p "$out"
if [ ! -s "$out/chitchat/dataset.json" ] || [ ! -s "$out/${members[-1]}" ]; then
  work=$(mktemp -d "${TMPDIR:-/tmp}/public-memories.XXXXXX")
  trap 'rm -rf "$work"' EXIT
  echo "fetch-public-memories: downloading chitchat-dataset 0.9.0 and bigbench 1.0.0 from PyPI (366 MB, once)"
  python3 -m pip download -q --no-deps --only-binary :all: -d "$work" chitchat-dataset==0.9.0
  python3 -m pip download -q --no-deps --no-binary :all: -d "$work" bigbench==1.0.0
  echo "$chitchat_sha256  $work/chitchat_dataset-0.9.0-py3-none-any.whl" | sha256sum --check --quiet
  echo "$bigbench_sha256  $work/bigbench-1.0.0.tar.gz" | sha256sum --check --quiet
  mkdir -p "$out/chitchat"
  python3 -c 'import sys, zipfile; open(sys.argv[2], "wb").write(zipfile.ZipFile(sys.argv[1]).read("chitchat_dataset/dataset.json"))' \
    "$work/chitchat_dataset-0.9.0-py3-none-any.whl" "$out/chitchat/dataset.json"
  tar -xzf "$work/bigbench-1.0.0.tar.gz" -C "$out" "${members[@]}"
fi

python3 "$root/scripts/datasets/public-memory-candidates.py" "$out/chitchat/dataset.json" "$out/$tasks" "$out/candidates.jsonl"

# Every labelled text must be a candidate with the same source and reference.
python3 - "$out/candidates.jsonl" "$labelled" <<'PY'
import json, sys
candidates = {}
with open(sys.argv[1], encoding="utf-8") as f:
    for line in f:
        row = json.loads(line)
        candidates[(row["source"], row["text"])] = row["ref"]
missing = 0
with open(sys.argv[2], encoding="utf-8") as f:
    for number, line in enumerate(f, 1):
        row = json.loads(line)
        if candidates.get((row["source"], row["text"])) != row["ref"]:
            missing += 1
            print(f"line {number}: not a candidate of {row['source']} at {row['ref']}: {row['text']!r}")
if missing:
    sys.exit(f"fetch-public-memories: {missing} labelled texts are not among the candidates")
print("fetch-public-memories: every labelled text is a candidate, with its source and reference")
PY
