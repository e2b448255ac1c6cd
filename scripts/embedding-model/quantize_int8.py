#!/usr/bin/env python3
"""Writes service-embed-v1-int8: the installed service-embed-v1 graph with its weight matrices
stored as 8-bit integers (dynamic quantisation by onnxruntime.quantization).

  python quantize_int8.py --source DIR --out DIR

--source is the fp32 model folder written by build_onnx.py; --out receives model.onnx, the same
tokenizer files and model card, manifest.json (the fp32 manifest plus the variant and the hash
of the quantised graph) and quantization.json (the settings below, and why).

Dynamic quantisation keeps the weights of the chosen MatMul nodes as 8-bit integers with one
scale per tensor; at run time each input is quantised per call from its own range. The
settings were chosen by comparing the vectors of the two graphs on sentences of the project's
labelled sets:

- The second feed-forward matrix of every layer (`output.dense`) stays float32. Its input, the
  GELU of the 3,072-wide inner layer, has a few very large activations in layers 6 to 10 of this
  model; one 8-bit scale for the whole input then leaves the rest of the values a handful of
  levels. Quantising only layer 8's one matrix lowered the mean cosine to fp32 to 0.968 (0.87
  with all of them); keeping all twelve in float32 gives 0.98 and the most speed of the choices
  tried.
- Unsigned 8-bit weights (U8U8). Signed weights with unsigned activations use an AVX2
  instruction whose 16-bit intermediate sums saturate: with full-range weights the vectors were
  noise (mean cosine 0.02); reduce_range avoids it but costs precision (0.86 with every matrix).
- One scale per tensor: per-channel scales were not better here and were slower.
- Attention's own products (Q by K, weights by V) have no constant side and stay float32.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sys
from pathlib import Path

import onnx
from onnxruntime.quantization import QuantType, quantize_dynamic

SETTINGS = {
    "method": "onnxruntime.quantization.quantize_dynamic",
    "op_types": ["MatMul"],
    "only_constant_weights": True,
    "weight_type": "QUInt8",
    "activation_type": "QUInt8 (dynamic, per call)",
    "per_channel": False,
    "reduce_range": False,
    "kept_float32": "every MatMul whose weight name contains 'output.dense' (the feed-forward output of the 12 layers), and attention's Q*K and weights*V",
}
KEEP_FLOAT = "output.dense"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--source", required=True, type=Path)
    parser.add_argument("--out", required=True, type=Path)
    args = parser.parse_args()

    source_graph = args.source / "model.onnx"
    manifest = json.loads((args.source / "manifest.json").read_text())
    model = onnx.load(str(source_graph))
    weights = {init.name for init in model.graph.initializer}
    nodes = [n.name for n in model.graph.node if n.op_type == "MatMul" and n.input[1] in weights and KEEP_FLOAT not in n.input[1]]
    kept = [n.name for n in model.graph.node if n.op_type == "MatMul" and n.input[1] in weights and KEEP_FLOAT in n.input[1]]
    if len(nodes) != 60 or len(kept) != 12:
        raise SystemExit(f"quantize_int8: expected 60 weight matrices to quantise and 12 to keep, found {len(nodes)} and {len(kept)}")

    staging = args.out.with_name(args.out.name + ".partial")
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    quantize_dynamic(
        str(source_graph),
        str(staging / "model.onnx"),
        op_types_to_quantize=["MatMul"],
        nodes_to_quantize=nodes,
        per_channel=False,
        reduce_range=False,
        weight_type=QuantType.QUInt8,
        extra_options={"MatMulConstBOnly": True},
    )
    graph_bytes = (staging / "model.onnx").read_bytes()
    for name in ("tokenizer.json", "tokenizer_config.json", "README.md"):
        shutil.copyfile(args.source / name, staging / name)
    manifest.update({
        "name": "service-embed-v1-int8",
        "variant": "int8",
        "source_graph_sha256": hashlib.sha256(source_graph.read_bytes()).hexdigest(),
        "graph_sha256": hashlib.sha256(graph_bytes).hexdigest(),
        "graph_bytes": len(graph_bytes),
    })
    (staging / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    (staging / "quantization.json").write_text(json.dumps({**SETTINGS, "quantised_nodes": len(nodes), "float32_weight_nodes": len(kept)}, indent=2) + "\n")
    shutil.rmtree(args.out, ignore_errors=True)
    staging.rename(args.out)
    print(f"quantize_int8: wrote {args.out}/model.onnx ({len(graph_bytes) / 1e6:.0f} MB, {len(nodes)} weight matrices in 8 bits)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
