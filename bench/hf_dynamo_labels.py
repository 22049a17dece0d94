#!/usr/bin/env python
"""Label HF causal-LM classes (or another list of model classes) with dynamo's own verdict.

For every "module:Class" spec in bench/hf_models.json (in file order; ``--models FILE`` for
another list, e.g. bench/hf_mlm_models.json) this runs, in a fresh subprocess per model:

  * build ``Class.config_class()`` with defaults, shrink it generically to a tiny
    model (attribute-driven; see ``shrink_config``),
  * ``model = Class(config).eval()``, run it eagerly once on random input_ids,
  * ``torch._dynamo.reset(); torch.compile(model, fullgraph=True, backend="eager")``
    and call it once,

and records compiles / breaks / unrunnable / timeout, with the graph-break type,
message and user frames for breaks.  Results are appended (the whole file is
rewritten after each model) to
tests/data/hf_dynamo_labels-transformers-<version>.json; models already present
are skipped so the run can be resumed.  With ``--models DIR/NAME_models.json`` the
output is tests/data/NAME_dynamo_labels-transformers-<version>.json instead.

``--extra-inputs`` (off by default; used for the masked LMs): when the eager run on
input_ids alone raises, retry it with ``attention_mask`` (ones), then
``token_type_ids`` (zeros), then both; the first set that runs eagerly is the one
the compiled model is called with, and is recorded in the result's "prep".

Usage (transformers lives outside the default site-packages here):

    PYTHONPATH=/work/hf-site python bench/hf_dynamo_labels.py [--limit N] [--only SPEC] [--force]
    PYTHONPATH=... python bench/hf_dynamo_labels.py --models bench/hf_mlm_models.json --extra-inputs

Only stdlib + torch + transformers are used.
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import importlib
import json
import os
import subprocess
import sys
import tempfile
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
MODELS_JSON = os.path.join(HERE, "hf_models.json")
DATA_DIR = os.path.join(REPO, "tests", "data")
TIMEOUT_S = 240

# ---------------------------------------------------------------------------
# Tiny-model targets
# ---------------------------------------------------------------------------
HIDDEN = 64
INTER = 128
LAYERS = 2
MAX_LAYERS = 4  # layer selection may keep up to this many layers to cover all layer kinds
HEADS = 4
KV_HEADS = 2
HEAD_DIM = 16
VOCAB = 256
EXPERTS = 4
TOPK = 2
MOE_INTER = 64
LORA_RANK = 32
SMALL_RANK = 16
SSM_STATE = 16

HIDDEN_NAMES = {
    "hidden_size", "d_model", "n_embd", "n_embed", "embed_dim", "model_dim", "d_embed",
    "hidden_size_global", "word_embed_proj_dim", "backbone_hidden_size", "lru_width",
    "embedding_dim", "embedding_size", "input_embedding_size",
    "ple_embed_dim", "hidden_dim",
}
INTER_NAMES = {
    "intermediate_size", "ffn_dim", "decoder_ffn_dim", "encoder_ffn_dim", "ffn_hidden_size",
    "n_inner", "d_ff", "dim_ff", "intermediate_size_mlp", "dense_intermediate_size",
    "inner_hidden_size", "encoder_intermediate_size", "decoder_intermediate_size",
}
MOE_INTER_NAMES = {
    "moe_intermediate_size", "expert_intermediate_size", "expert_ffn_hidden_size",
    "shared_expert_intermediate_size", "shared_experts_intermediate_size",
    "moe_shared_expert_intermediate_size", "shared_intermediate_size",
    "moe_ffn_hidden_size", "expert_hidden_size",
}
# primary layer-count names, in priority order (the first present defines "the" layer count)
LAYER_NAMES = [
    "num_hidden_layers", "n_layer", "num_layers", "n_layers", "decoder_layers",
    "num_decoder_layers", "layers",
]
OTHER_LAYER_NAMES = {"encoder_layers", "num_encoder_layers"}
HEAD_NAMES = {
    "num_attention_heads", "n_head", "n_heads", "num_heads", "decoder_attention_heads",
    "encoder_attention_heads", "attention_heads", "num_encoder_attention_heads",
    "num_decoder_attention_heads", "swa_num_attention_heads", "index_n_heads",
    "linear_num_heads", "num_query_heads",
}
KV_NAMES = {
    "num_key_value_heads", "num_kv_heads", "n_kv_heads", "swa_num_key_value_heads",
    "kv_n_heads", "multi_query_group_num", "num_query_groups",
}
# per-head dims scaled together (ratio to head_dim kept, so e.g. MLA nope+rope sums and
# partial-rotary fractions stay consistent); head_dim itself becomes HEAD_DIM
PROP_HEAD_DIM_NAMES = {
    "head_dim", "swa_head_dim", "global_head_dim", "local_head_dim", "v_head_dim",
    "qk_nope_head_dim", "qk_rope_head_dim", "qk_head_dim", "index_head_dim", "rotary_dim",
}
HEAD_DIM_NAMES = {
    "attention_head_dim", "dim_head", "kv_channels", "linear_head_dim",
    "linear_key_head_dim", "linear_value_head_dim",
}
SSM_HEAD_DIM_NAMES = {"mamba_d_head", "mamba_head_dim", "mamba_headdim", "ssm_head_dim"}
SSM_HEADS_NAMES = {"mamba_n_heads", "mamba_num_heads", "ssm_num_heads"}
EXPERT_NAMES = {
    "num_experts", "num_local_experts", "n_routed_experts", "moe_num_experts",
    "n_experts", "num_routed_experts",
}
TOPK_NAMES = {
    "num_experts_per_tok", "moe_topk", "moe_top_k", "moe_k", "num_experts_per_token",
    "num_selected_experts", "experts_per_token",
}
SHARED_EXPERT_NAMES = {"n_shared_experts", "num_shared_experts", "moe_num_shared_experts"}
GROUP_NAMES = {"n_group", "num_expert_group"}
TOPK_GROUP_NAMES = {"topk_group"}
DENSE_PREFIX_NAMES = {"first_k_dense_replace", "num_dense_layers", "moe_layer_start_index"}
LORA_NAMES = {"kv_lora_rank", "q_lora_rank", "o_lora_rank"}
SSM_STATE_NAMES = {"mamba_d_state", "state_size", "ssm_state_size", "d_state"}
SSM_GROUP_NAMES = {"mamba_n_groups", "n_groups", "mamba_ngroups", "ssm_n_groups"}
DT_RANK_NAMES = {"time_step_rank", "mamba_dt_rank", "dt_rank"}
PERIOD_WORDS = ("_period", "_interval", "_every", "_step", "_pattern", "every_n_layers",
                "layer_group_size", "layers_per_")
NO_FALLBACK_WORDS = ("position", "window", "token", "length", "seq", "ctx", "chunk", "vocab",
                     "cache", "block", "bucket", "distance", "max_", "sampling", "image", "patch")

# Last-resort, per-model config overrides (applied to the default config before shrinking).
# Each use is recorded in the result's "shrink" block.
MANUAL = {
    # default layer_types is None, which the model cannot build
    "transformers.models.lfm2_moe.modeling_lfm2_moe:Lfm2MoeForCausalLM": {
        "layer_types": ["conv", "full_attention"],
    },
    # default layer_types are "indexed_attention" but the indexer sizes default to None
    "transformers.models.qwen4_exp.modeling_qwen4_exp:Qwen4ExpForCausalLM": {
        "indexer_n_heads": 4, "indexer_kv_heads": 1, "indexer_head_dim": 16,
        "indexer_budget": 8, "indexer_compress_ratio": 4,
    },
    # defaults are pure-SSM stacks (no attention layer), whose cache cannot answer get_seq_length
    "transformers.models.bamba.modeling_bamba:BambaForCausalLM": {"attn_layer_indices": [1]},
    "transformers.models.granitemoehybrid.modeling_granitemoehybrid:GraniteMoeHybridForCausalLM": {
        "layer_types": ["linear_attention", "full_attention"],
    },
    # masked LMs (bench/hf_mlm_models.json)
    # default vocab_size / pad_token_id / mask_token_id are None (ESM-2 checkpoints: 33, 1, 32);
    # position ids are made with input_ids.ne(pad_token_id)
    "transformers.models.esm.modeling_esm:EsmForMaskedLM": {
        "vocab_size": 33, "pad_token_id": 1, "mask_token_id": 32,
    },
    # the axial position-embedding dims must sum to hidden_size (default (64, 192) for 256)
    "transformers.models.reformer.modeling_reformer:ReformerForMaskedLM": {"axial_pos_embds_dim": [16, 48]},
}


def set_scale(k):
    """Multiply the target sizes (a generic retry for models whose code rounds sizes up)."""
    global HIDDEN, INTER, HEAD_DIM, MOE_INTER
    HIDDEN, INTER, HEAD_DIM, MOE_INTER = 64 * k, 128 * k, 16 * k, 64 * k


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _config_base():
    from transformers import PretrainedConfig
    return PretrainedConfig


def _attrs(cfg):
    """Public instance attributes, read without triggering per-layer (heterogeneous) guards."""
    return {k: v for k, v in cfg.__dict__.items() if not k.startswith("_")}


def _field_defaults(cls):
    out = {}
    try:
        fs = dataclasses.fields(cls)
    except TypeError:
        return out
    for f in fs:
        if f.default is not dataclasses.MISSING:
            out[f.name] = f.default
        elif f.default_factory is not dataclasses.MISSING:  # type: ignore[misc]
            try:
                out[f.name] = f.default_factory()  # type: ignore[misc]
            except Exception:  # noqa: BLE001
                pass
    return out


def _primary_layers(attrs):
    for n in LAYER_NAMES:
        v = attrs.get(n)
        if _is_int(v) and v > 0:
            return n, v
    return None, None


def _scalar_rule(name, v, ctx):
    """Return the shrunk value for scalar attribute `name` (or None to leave it)."""
    if not _is_int(v):
        return None
    new_l = ctx["new_layers"]
    old_l = ctx["old_layers"]
    if name in HIDDEN_NAMES:
        return HIDDEN if v > 0 else None
    if name in INTER_NAMES:
        return INTER if v > 0 else None
    if name in MOE_INTER_NAMES:
        return MOE_INTER if v > 0 else None
    if name == ctx["layer_name"]:
        return new_l
    if name in LAYER_NAMES or name in OTHER_LAYER_NAMES:
        return min(v, LAYERS)
    if name in HEAD_NAMES:
        return HEADS if v > 0 else None
    if name in KV_NAMES:
        return min(v, KV_HEADS) if v > 0 else None
    if name in PROP_HEAD_DIM_NAMES:
        if v <= 0:
            return None
        ref = ctx.get("head_dim_ref")
        if not ref:
            return HEAD_DIM
        return max(2, int(round(v * HEAD_DIM / ref / 2)) * 2)
    if name in HEAD_DIM_NAMES:
        return HEAD_DIM if v > 0 else None
    if name in SSM_HEAD_DIM_NAMES:
        return HEAD_DIM
    if name in ("linear_num_key_heads",):
        return min(v, 2)
    if name in ("linear_num_value_heads",):
        return min(v, 4)
    if "vocab" in name and v > VOCAB:
        return VOCAB
    if name in EXPERT_NAMES:
        return min(v, EXPERTS) if v > 0 else None
    if name in TOPK_NAMES:
        return min(v, TOPK) if v > 0 else None
    if name in SHARED_EXPERT_NAMES:
        return min(v, 1)
    if name in GROUP_NAMES:
        return min(v, 2)
    if name in TOPK_GROUP_NAMES:
        return min(v, 1)
    if name == "zero_expert_num":
        return min(v, 2)
    if name in DENSE_PREFIX_NAMES:
        return min(v, 1)
    if name == "moe_layer_end_index":
        return min(v, new_l - 1)
    if name in ("max_window_layers",):
        return min(v, new_l)
    if name == "num_kv_shared_layers":
        if old_l and v >= old_l:
            return new_l
        if v <= 0:
            return v
        return max(1, min(new_l - 1, round(v * new_l / old_l))) if old_l else min(v, new_l - 1)
    if name in LORA_NAMES:
        return min(v, LORA_RANK)
    if name in SSM_STATE_NAMES:
        return min(v, SSM_STATE)
    if name in SSM_GROUP_NAMES:
        return 1
    if name in DT_RANK_NAMES:
        return max(1, HIDDEN // 16)
    if name == "mamba_d_ssm":
        return ctx["expand"] * HIDDEN
    if name == "hidden_size_per_layer_input":
        return min(v, SMALL_RANK)
    if name.endswith("_rank") and v > SMALL_RANK:
        return SMALL_RANK
    if old_l and any(w in name for w in PERIOD_WORDS) and v > new_l:
        return new_l
    if name.endswith("_offset") and ("layer" in name) and v >= new_l:
        return new_l - 1
    if ("layers" in name or "blocks" in name) and (name.startswith("num_") or name.startswith("n_")) \
            and v > LAYERS:
        return LAYERS
    return None


def _fill_none(name, ctx):
    """Repair level: a value for a size attribute that the default config leaves as None."""
    if name in ("head_dim",):
        return HEAD_DIM
    if name in KV_NAMES:
        return KV_HEADS
    if name in EXPERT_NAMES:
        return EXPERTS
    if name in TOPK_NAMES:
        return TOPK
    if name in MOE_INTER_NAMES:
        return MOE_INTER
    if name in SHARED_EXPERT_NAMES:
        return 1
    return None


def _head_dim_ref(view):
    """The per-head size that becomes HEAD_DIM (other per-head dims scale with it)."""
    for n in ("head_dim", "qk_rope_head_dim"):
        if _is_int(view.get(n)) and view[n] > 0:
            return view[n]
    hid = next((view[n] for n in ("hidden_size", "d_model", "n_embd") if _is_int(view.get(n))), None)
    hd = next((view[n] for n in ("num_attention_heads", "n_head", "n_heads", "num_heads")
               if _is_int(view.get(n)) and view[n] > 0), None)
    if hid and hd:
        return hid // hd
    return None


def _shrink_view(view, ctx, repair=False):
    """Shrunk values for the scalar attributes of `view` (a dict of attribute -> value)."""
    ch = {}
    ctx = dict(ctx)
    if "head_dim_ref" not in ctx:
        ctx["head_dim_ref"] = _head_dim_ref(view)
    for k, v in view.items():
        nv = _scalar_rule(k, v, ctx)
        if nv is not None and nv != v:
            ch[k] = nv
        elif v is None and repair:
            fv = _fill_none(k, ctx)
            if fv is not None:
                ch[k] = fv
    # keep MHA models MHA (and MLA: k/v heads == q heads)
    heads_orig = {view[n] for n in HEAD_NAMES if _is_int(view.get(n))}
    for n in KV_NAMES:
        if n in ch and view.get(n) in heads_orig:
            ch[n] = HEADS
    # SSM: n_heads * head_dim == expand * hidden
    orig_hidden = next((view[n] for n in ("hidden_size", "d_model", "n_embd") if _is_int(view.get(n))), None)
    expand = ctx["expand"]
    ssm_like = any(n in view for n in SSM_STATE_NAMES)
    hd_names = [n for n in SSM_HEAD_DIM_NAMES if _is_int(view.get(n))]
    if not hd_names and ssm_like and _is_int(view.get("head_dim")) and "num_attention_heads" not in view:
        hd_names = ["head_dim"]
    inner0 = view["mamba_d_ssm"] if _is_int(view.get("mamba_d_ssm")) else \
        (expand * orig_hidden if orig_hidden else None)
    inner1 = ch.get("mamba_d_ssm", expand * HIDDEN)
    for hdn in hd_names:
        for hn in list(SSM_HEADS_NAMES) + ["n_mamba_heads", "num_heads"]:
            if _is_int(view.get(hn)) and inner0 and view[hn] * view[hdn] == inner0:
                ch[hn] = max(1, inner1 // ch.get(hdn, HEAD_DIM))
    return ch


def _per_layer_lists(attrs, old_l):
    out = {}
    if not old_l or old_l < 2:
        return out
    for k, v in attrs.items():
        if isinstance(v, (list, tuple)) and len(v) == old_l:
            out[k] = v
    return out


def _index_lists(attrs, old_l, skip):
    out = {}
    if not old_l:
        return out
    for k, v in attrs.items():
        if k in skip or "token" in k:
            continue
        if ("layer" in k or "idx" in k or "ids" in k or "indices" in k) and isinstance(v, (list, tuple)) \
                and v and all(_is_int(x) and 0 <= x < old_l for x in v):
            out[k] = v
    return out


def _pattern_len(attrs, old_l, skip):
    """Length of a repeating layer-kind pattern (e.g. block_types=[recurrent, recurrent, attention])."""
    n = 0
    for k, v in attrs.items():
        if k in skip or "type" not in k or not isinstance(v, (list, tuple)):
            continue
        if 2 <= len(v) < (old_l or 0) and all(isinstance(x, str) for x in v) and len(set(v)) > 1:
            n = max(n, len(v))
    return n


def _hashable(x):
    try:
        hash(x)
        return x
    except TypeError:
        return json.dumps(x, sort_keys=True, default=str)


def _choose_layers(per_layer, index_lists, old_l, min_layers, reps=1):
    """Greedy: keep the fewest leading layers that cover every distinct value of every per-layer
    list (and membership of every layer-index list) `reps` times, at most MAX_LAYERS * reps,
    at least `min_layers`."""
    feats = []
    for i in range(old_l):
        f = set()
        for k, v in per_layer.items():
            f.add((k, _hashable(v[i])))
        for k, v in index_lists.items():
            f.add((k, i in v))
        feats.append(f)
    count, chosen = {}, []
    universe = set().union(*feats) if feats else set()
    for i in range(old_l):
        if len(chosen) >= MAX_LAYERS * reps or all(count.get(f, 0) >= reps for f in universe):
            break
        if any(count.get(f, 0) < reps for f in feats[i]):
            chosen.append(i)
            for f in feats[i]:
                count[f] = count.get(f, 0) + 1
    i = 0
    while len(chosen) < min(min_layers, old_l):
        if i not in chosen:
            chosen.append(i)
        i += 1
    return sorted(chosen)


def _elementwise(name, vals):
    """Shrink the values of a per-layer list whose name says what they are."""
    lname = name.lower()
    out = []
    for x in vals:
        y = x
        if _is_int(x):
            if "key_value" in lname or "kv_heads" in lname:
                y = min(x, KV_HEADS)
            elif "heads" in lname:
                y = HEADS
            elif "intermediate" in lname or "ffn" in lname:
                y = INTER
            elif "head_dim" in lname:
                y = HEAD_DIM
            elif "expert" in lname and "num" in lname:
                y = min(x, EXPERTS)
        out.append(y)
    return out


def _shrink_per_layer_overrides(plo, gattrs, ctx, repair):
    """Shrink heterogeneous per-layer overrides ({layer: {attr: value}}) with the global head-dim
    reference, so per-head dims that differ per layer keep differing in proportion."""
    ctx = dict(ctx, head_dim_ref=_head_dim_ref(gattrs))
    out = {}
    for li, od in plo.items():
        view = dict(gattrs)
        view.update(od)
        ch = _shrink_view(view, ctx, repair)
        out[li] = {k: ch.get(k, v) for k, v in od.items()}
    return out


def shrink_config(cfg, manual=None, path="", log=None, repair=False):
    """Return a tiny copy of config instance `cfg`, re-instantiated through its own class.

    Attribute-driven: every rule keys on attribute names / values (see the *_NAMES tables),
    never on the model.  `repair=True` additionally overrides post-init-derived attributes and
    fills size attributes the default config leaves as None."""
    PretrainedConfig = _config_base()
    if log is None:
        log = {}
    manual = copy.deepcopy(manual or {})
    entry = {"class": type(cfg).__name__, "overrides": {}}
    log[path or "<root>"] = entry
    cls = type(cfg)
    fdef = _field_defaults(cls)
    attrs = _attrs(cfg)
    layer_name, old_l = _primary_layers(attrs)
    ctx = {"layer_name": layer_name, "old_layers": old_l}
    ctx["expand"] = next((attrs[n] for n in ("mamba_expand", "expand", "ssm_expand")
                          if _is_int(attrs.get(n))), 2)
    kv_shared_all = manual.pop("__kv_shared_all__", False)

    # -- layer selection: per-layer lists, layer-index lists, repeating kind patterns
    per_layer = _per_layer_lists(attrs, old_l)
    idx_lists = _index_lists(attrs, old_l, set(per_layer))
    min_layers = max(LAYERS, min(MAX_LAYERS, _pattern_len(attrs, old_l, set(per_layer))))
    if old_l and old_l > min_layers:
        # repair: every layer kind twice (e.g. weights shared between layers of one kind)
        chosen = _choose_layers(per_layer, idx_lists, old_l, min_layers, reps=2 if repair else 1)
    else:
        chosen = list(range(old_l or 0))
    new_l = len(chosen) if old_l else LAYERS
    ctx["new_layers"] = new_l
    if old_l:
        entry["layers"] = {"name": layer_name, "from": old_l, "kept": chosen}

    overrides = {}
    # -- sub-configs first
    for k, v in list(attrs.items()):
        if isinstance(v, PretrainedConfig):
            overrides[k] = shrink_config(v, manual.pop(k, None), (path + "." if path else "") + k, log,
                                         repair)
    # -- scalars
    ch = _shrink_view({k: v for k, v in attrs.items() if k not in overrides}, ctx, repair)
    derived = []
    for k, v in ch.items():
        # attributes whose dataclass default is None are derived in __post_init__ from the primary
        # sizes; let the class re-derive them (unless repairing)
        if not repair and k in fdef and fdef[k] is None and attrs.get(k) is not None \
                and k != layer_name:
            derived.append(k)
            continue
        overrides[k] = v
    if derived:
        entry["left_to_post_init"] = sorted(derived)
    # fallback: other dims equal to the original hidden / intermediate size
    orig_hidden = next((attrs[n] for n in ("hidden_size", "d_model", "n_embd") if _is_int(attrs.get(n))), None)
    orig_inter = next((attrs[n] for n in ("intermediate_size", "ffn_dim", "d_ff") if _is_int(attrs.get(n))), None)
    fallback = []
    for k, v in attrs.items():
        if k in overrides or k in ch or not _is_int(v) or v <= HIDDEN:
            continue
        if any(w in k for w in NO_FALLBACK_WORDS):
            continue
        if not any(w in k for w in ("hidden", "dim", "size", "width", "embed")):
            continue
        if not repair and k in fdef and fdef[k] is None:
            continue
        if v == orig_hidden:
            overrides[k] = HIDDEN
            fallback.append(k)
        elif v == orig_inter:
            overrides[k] = INTER
            fallback.append(k)
        elif orig_hidden and v in (2 * orig_hidden, 3 * orig_hidden, 4 * orig_hidden):
            overrides[k] = HIDDEN * (v // orig_hidden)
            fallback.append(k)
    if fallback:
        entry["fallback_dims"] = fallback
    # -- per-layer lists / index lists
    if old_l and new_l != old_l:
        for k, v in per_layer.items():
            nv = _elementwise(k, [v[i] for i in chosen])
            overrides[k] = type(v)(nv) if isinstance(v, tuple) else nv
        pos = {old: new for new, old in enumerate(chosen)}
        for k, v in idx_lists.items():
            nv = [pos[i] for i in v if i in pos]
            overrides[k] = type(v)(nv) if isinstance(v, tuple) else nv
    # other list-valued sizes
    for k, v in attrs.items():
        if k in overrides or not isinstance(v, (list, tuple)) or not v:
            continue
        if k in INTER_NAMES or k in HEAD_NAMES or k in KV_NAMES:
            overrides[k] = _elementwise(k, list(v))
    if kv_shared_all:
        overrides["num_kv_shared_layers"] = new_l
    # -- manual last-resort overrides
    for k, v in manual.items():
        overrides[k] = v
        entry.setdefault("manual", {})[k] = v

    # -- special token ids inside the new vocab
    vocab = overrides.get("vocab_size", attrs.get("vocab_size"))
    if not _is_int(vocab):
        vocab = VOCAB
    spare = [vocab - 1 - j for j in range(vocab)]
    used = set()
    for k, v in attrs.items():
        if not (k.endswith("token_id") or k.endswith("token_ids")):
            continue
        vals = v if isinstance(v, (list, tuple)) else [v]
        if any(_is_int(x) and x >= vocab for x in vals):
            nvals = []
            for x in vals:
                if _is_int(x) and x >= vocab:
                    while spare and spare[0] in used:
                        spare.pop(0)
                    x = spare.pop(0)
                nvals.append(x)
                used.add(x)
            overrides[k] = nvals if isinstance(v, (list, tuple)) else nvals[0]
        else:
            used.update(x for x in vals if _is_int(x))

    # -- rebuild through the class so derived attributes are recomputed
    def build(kw):
        return cls(**kw)

    try:
        new = build(overrides)
        entry["method"] = "reinit"
    except Exception as e:  # noqa: BLE001
        entry["reinit_error"] = _first_line(e)[:300]
        new = copy.deepcopy(cfg)
        for k, v in overrides.items():
            try:
                setattr(new, k, v)
            except Exception:  # noqa: BLE001
                object.__setattr__(new, k, v)
        entry["method"] = "setattr"

    # -- heterogeneous (per-layer) configs: shrink the per-layer overrides as well
    spec = new.__dict__.get("_heterogeneity_spec")
    if spec is not None and getattr(spec, "per_layer_overrides", None):
        plo = {int(i): dict(d) for i, d in spec.per_layer_overrides.items()}
        shr = _shrink_per_layer_overrides(plo, attrs, ctx, repair)
        entry["per_layer_config"] = shr
        if shr != plo:
            try:
                new = build(dict(overrides, per_layer_config=shr))
            except Exception as e:  # noqa: BLE001
                entry["per_layer_reinit_error"] = _first_line(e)[:300]
                try:
                    new.per_layer_config = shr
                except Exception as e2:  # noqa: BLE001
                    entry["per_layer_set_error"] = _first_line(e2)[:300]

    # record where __post_init__ recomputed a value we passed
    nattrs = _attrs(new)
    for k, v in overrides.items():
        if isinstance(v, PretrainedConfig) or k not in nattrs:
            continue
        cur = nattrs[k]
        same = cur == v or (isinstance(cur, (list, tuple)) and isinstance(v, (list, tuple))
                            and list(cur) == list(v))
        if not same and not isinstance(cur, PretrainedConfig):
            entry.setdefault("recomputed", {})[k] = cur if not isinstance(cur, (list, tuple)) \
                else f"<{type(cur).__name__} len {len(cur)}>"
    entry["overrides"] = {k: (v if not isinstance(v, PretrainedConfig) else "<shrunk sub-config>")
                          for k, v in overrides.items()}
    return new


# ---------------------------------------------------------------------------
# Worker (runs in a fresh subprocess per model)
# ---------------------------------------------------------------------------
def _tf_root():
    import transformers
    return os.path.dirname(os.path.dirname(os.path.abspath(transformers.__file__)))


def _rel(fn, tf_root):
    fn = os.path.abspath(fn)
    pkg = os.path.join(tf_root, "transformers") + os.sep
    if fn.startswith(pkg):
        return os.path.relpath(fn, tf_root)
    return fn


def _frames(stack, tf_root):
    out = []
    for fs in stack or []:
        out.append({"file": _rel(fs.filename, tf_root), "line": fs.lineno, "function": fs.name})
    return out


def _first_line(e):
    s = str(e).strip()
    return f"{type(e).__name__}: {s.splitlines()[0][:300] if s else ''}"


def _special_ids(cfg):
    PretrainedConfig = _config_base()
    ids = set()
    keep = set()

    def walk(c):
        for k, v in vars(c).items():
            if isinstance(v, PretrainedConfig):
                walk(v)
            elif k.endswith("token_id") or k.endswith("token_ids") or k.endswith("token_index"):
                vals = v if isinstance(v, (list, tuple)) else [v]
                for x in vals:
                    if _is_int(x):
                        (keep if k in ("bos_token_id", "eos_token_id", "pad_token_id") else ids).add(x)
    walk(cfg)
    return ids - keep


def _text_vocab(model, cfg):
    """Ids must be valid for both the input embedding and the (text) config's vocab_size
    (e.g. CSM's depth decoder embeds num_codebooks * vocab_size rows but offsets the ids)."""
    cands = []
    try:
        emb = model.get_input_embeddings()
        if emb is not None and _is_int(getattr(emb, "num_embeddings", None)):
            cands.append(int(emb.num_embeddings))
    except Exception:  # noqa: BLE001
        pass
    try:
        tcfg = cfg.get_text_config()
    except Exception:  # noqa: BLE001
        tcfg = cfg
    for c in (cfg, tcfg):
        v = c.__dict__.get("vocab_size")
        if _is_int(v) and v > 0:
            cands.append(v)
    return min(cands) if cands else VOCAB


# extra eager inputs tried (in order) with --extra-inputs when input_ids alone do not run
EXTRA_INPUT_SETS = [("attention_mask",), ("token_type_ids",), ("attention_mask", "token_type_ids")]


def _extra_inputs(names, ids):
    import torch
    out = {}
    for n in names:
        out[n] = torch.ones_like(ids) if n == "attention_mask" else torch.zeros_like(ids)
    return out


def worker(spec, out_path, extra_inputs=False):
    import warnings
    warnings.filterwarnings("ignore")
    res = {"spec": spec}

    def dump():
        tmp = out_path + ".tmp"
        with open(tmp, "w") as f:
            json.dump(res, f, indent=1, default=str)
        os.replace(tmp, out_path)

    import torch
    torch.set_num_threads(1)
    from transformers.utils import logging as hf_logging
    hf_logging.set_verbosity_error()
    tf_root = _tf_root()
    t0 = time.time()
    res["stage"] = "build"
    dump()
    try:
        mod_name, cls_name = spec.split(":")
        mod = importlib.import_module(mod_name)
        model_cls = getattr(mod, cls_name)
        cfg_cls = model_cls.config_class
        res["config_class"] = f"{cfg_cls.__module__}:{cfg_cls.__name__}"
        base = cfg_cls()
    except Exception as e:  # noqa: BLE001
        res["outcome"] = "unrunnable"
        res["error"] = _first_line(e)
        res["traceback_tail"] = traceback.format_exc().strip().splitlines()[-6:]
        dump()
        return
    manual = MANUAL.get(spec, {})
    attempts = []
    model = input_ids = None
    extra = {}
    # level "generic": the attribute-driven shrink; only if that cannot build/run:
    # "generic+repair" also overrides post-init-derived sizes and fills None sizes, and
    # "generic+repair+x2" does the same with every target size doubled (hidden 128, ...)
    levels = [("generic", False, 1), ("generic+repair", True, 1), ("generic+repair+x2", True, 2)]
    for level, repair, scale in levels:
        att = {"level": level}
        attempts.append(att)
        res["stage"] = "build"
        set_scale(scale)
        try:
            log = {}
            cfg = shrink_config(base, manual, "", log, repair=repair)
            att["shrink"] = log
            torch.manual_seed(0)
            model = model_cls(cfg).eval()
            att["n_params"] = sum(p.numel() for p in model.parameters())
            prep = []
            langs = getattr(cfg, "languages", None)
            if hasattr(model, "set_default_language") and langs:
                model.set_default_language(langs[0])  # required by the forward (X-MOD adapters)
                prep.append(f"set_default_language({langs[0]!r})")
            vocab = _text_vocab(model, cfg)
            bad = _special_ids(cfg)
            rows = [1]
            ncb = getattr(cfg, "num_codebooks", None)
            if _is_int(ncb) and ncb > 1:
                rows.append(ncb)  # e.g. MusicGen decoders take (batch * num_codebooks, seq)
            err = None
            for r in rows:
                g = torch.Generator().manual_seed(0)
                ids = torch.randint(0, vocab, (r, 8), generator=g)
                for _ in range(100):
                    mask = torch.zeros_like(ids, dtype=torch.bool)
                    for b in bad:
                        mask |= ids == b
                    if not mask.any():
                        break
                    ids[mask] = torch.randint(0, vocab, (int(mask.sum()),), generator=g)
                res["stage"] = "eager"
                dump()
                sets = [()] + (EXTRA_INPUT_SETS if extra_inputs else [])
                for names in sets:
                    kw = _extra_inputs(names, ids)
                    t1 = time.time()
                    try:
                        with torch.no_grad():
                            model(input_ids=ids, **kw)
                        input_ids = ids
                        extra = kw
                        att["eager_s"] = round(time.time() - t1, 2)
                        if r != 1:
                            prep.append(f"input_ids shape ({r}, 8) for num_codebooks={r}")
                        if names:
                            prep.append(f"{' + '.join(names)} passed: input_ids alone failed eagerly "
                                        f"({_first_line(err)[:200]})")
                        break
                    except Exception as e:  # noqa: BLE001
                        if err is None:
                            err = e
                            att["traceback_tail"] = traceback.format_exc().strip().splitlines()[-6:]
                if input_ids is not None:
                    break
            if input_ids is None:
                raise err
            att["prep"] = prep
            att["vocab"] = vocab
            break
        except Exception as e:  # noqa: BLE001
            att["stage"] = res["stage"]
            att["error"] = _first_line(e)
            if "traceback_tail" not in att:
                att["traceback_tail"] = traceback.format_exc().strip().splitlines()[-6:]
            model = input_ids = None
            extra = {}
    res["build_s"] = round(time.time() - t0, 2)
    ok = attempts[-1] if input_ids is not None else None
    res["shrink_level"] = ok["level"] if ok else None
    res["manual_overrides"] = manual or None
    if ok is None:
        res["outcome"] = "unrunnable"
        res["error"] = attempts[0]["error"]
        res["attempts"] = attempts
        dump()
        return
    res["shrink"] = ok["shrink"]
    if len(attempts) > 1:
        res["generic_error"] = attempts[0]["error"]
    res["n_params"] = ok["n_params"]
    res["prep"] = ok["prep"] or None
    res["vocab"] = ok["vocab"]
    res["input_ids"] = input_ids.tolist()
    res["eager_s"] = ok["eager_s"]
    res["attn_implementation"] = getattr(model.config, "_attn_implementation", None)
    res["stage"] = "compile"
    dump()
    t2 = time.time()
    try:
        torch._dynamo.reset()
        compiled = torch.compile(model, fullgraph=True, backend="eager")
        with torch.no_grad():
            compiled(input_ids=input_ids, **extra)
        res["outcome"] = "compiles"
    except Exception as e:  # noqa: BLE001
        res["outcome"] = "breaks"
        res["exc_type"] = type(e).__name__
        res["gb_type"] = getattr(e, "gb_type", None)
        et = getattr(e, "error_type", None)  # torch._dynamo.exc.UserError carries a UserErrorType
        if et is not None:
            res["error_type"] = getattr(et, "name", str(et))
        res["message"] = str(e)[:300]
        real = getattr(e, "real_stack", None)
        frames = _frames(real, tf_root) if real else []
        res["frames_source"] = "real_stack" if frames else "traceback"
        if not frames:
            frames = _frames(traceback.extract_tb(e.__traceback__), tf_root)
            frames = [f for f in frames if f["file"].startswith("transformers" + os.sep)]
        res["frames"] = frames
        site = None
        for f in reversed(frames):
            if f["file"].startswith("transformers" + os.sep):
                site = f
                break
        res["site"] = site
    res["compile_s"] = round(time.time() - t2, 2)
    res["stage"] = "done"
    dump()


# ---------------------------------------------------------------------------
# Driver
# ---------------------------------------------------------------------------
def _out_file(tf_version, models=MODELS_JSON):
    """hf_models.json -> hf_dynamo_labels-transformers-V.json, NAME_models.json ->
    NAME_dynamo_labels-transformers-V.json (any other NAME.json -> NAME_dynamo_labels-...)."""
    stem = os.path.splitext(os.path.basename(models))[0]
    if stem.endswith("_models"):
        stem = stem[: -len("_models")]
    return os.path.join(DATA_DIR, f"{stem}_dynamo_labels-transformers-{tf_version}.json")


def _load(path, torch_v, tf_v):
    if os.path.exists(path):
        with open(path) as f:
            return json.load(f)
    return {"torch": torch_v, "transformers": tf_v, "results": {}}


def _save(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(data, f, indent=1, sort_keys=False, default=str)
        f.write("\n")
    os.replace(tmp, path)


def run_one(spec, timeout=TIMEOUT_S, extra_inputs=False):
    fd, out_path = tempfile.mkstemp(prefix="hfdl_", suffix=".json")
    os.close(fd)
    os.unlink(out_path)
    cmd = [sys.executable, os.path.abspath(__file__), "--worker", spec, "--worker-out", out_path]
    if extra_inputs:
        cmd.append("--extra-inputs")
    t0 = time.time()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            start_new_session=True, env=os.environ.copy())
    timed_out = False
    try:
        out, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        try:
            os.killpg(proc.pid, 9)
        except ProcessLookupError:
            pass
        out, _ = proc.communicate()
    wall = round(time.time() - t0, 1)
    res = {}
    if os.path.exists(out_path):
        with open(out_path) as f:
            res = json.load(f)
        os.unlink(out_path)
    res["spec"] = spec
    res["wall_s"] = wall
    if timed_out:
        res["outcome"] = "timeout"
        res["timeout_stage"] = res.get("stage")
    elif "outcome" not in res:
        res["outcome"] = "unrunnable" if res.get("stage") in (None, "build", "eager") else "crash"
        tail = (out or b"").decode("utf-8", "replace").strip().splitlines()[-5:]
        res["error"] = f"worker exited rc={proc.returncode} in stage {res.get('stage')}: " + \
            (tail[-1][:300] if tail else "")
        res["output_tail"] = tail
    res.pop("stage", None) if res.get("stage") == "done" else None
    return res


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--limit", type=int, default=None, help="process at most N (not yet labelled) models")
    ap.add_argument("--only", action="append", default=None, help="only this spec (repeatable)")
    ap.add_argument("--force", action="store_true", help="re-run specs already in the output")
    ap.add_argument("--redo", default=None,
                    help="comma-separated outcomes to re-run (e.g. unrunnable,timeout)")
    ap.add_argument("--timeout", type=int, default=TIMEOUT_S)
    ap.add_argument("--out", default=None, help="output JSON (default tests/data/..., named after --models)")
    ap.add_argument("--models", default=MODELS_JSON,
                    help="JSON list of module:Class specs (default bench/hf_models.json)")
    ap.add_argument("--extra-inputs", action="store_true",
                    help="when input_ids alone fail eagerly, retry with attention_mask / token_type_ids")
    ap.add_argument("--worker", default=None, help=argparse.SUPPRESS)
    ap.add_argument("--worker-out", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args()

    if args.worker:
        worker(args.worker, args.worker_out, args.extra_inputs)
        return

    import torch
    import transformers
    out = args.out or _out_file(transformers.__version__, args.models)
    data = _load(out, torch.__version__, transformers.__version__)
    data["torch"] = torch.__version__
    data["transformers"] = transformers.__version__
    with open(args.models) as f:
        specs = json.load(f)
    if args.only:
        specs = [s for s in specs if s in args.only] + [s for s in args.only if s not in specs]
    redo = set((args.redo or "").split(",")) - {""}
    todo = []
    for s in specs:
        prev = data["results"].get(s)
        if prev is not None and not args.force and prev.get("outcome") not in redo:
            continue
        todo.append(s)
    if args.limit is not None:
        todo = todo[: args.limit]
    print(f"{len(todo)} model(s) to run -> {out}", flush=True)
    for n, s in enumerate(todo, 1):
        r = run_one(s, args.timeout, args.extra_inputs)
        data["results"][s] = r
        _save(out, data)
        extra = r.get("gb_type") or r.get("exc_type") or r.get("error") or ""
        site = r.get("site") or {}
        site_s = f" @ {site.get('file')}:{site.get('line')} {site.get('function')}" if site else ""
        print(f"[{n}/{len(todo)}] {s.split(':')[1]}: {r['outcome']} ({r['wall_s']}s) "
              f"{str(extra)[:120]}{site_s}", flush=True)


if __name__ == "__main__":
    main()
