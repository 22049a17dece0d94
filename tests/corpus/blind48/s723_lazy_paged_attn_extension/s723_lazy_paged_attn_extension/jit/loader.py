"""Lazily load the paged-attention extension the first time it is needed.

Importing the compiled extension costs ~1s (CUDA context, kernel registration),
so it is deferred until the first attention call and guarded for the case of
several scheduler threads warming up at once.
"""
import importlib
import threading

import torch

_OPS = None
_OPS_LOCK = threading.Lock()


class _NativePagedAttentionOps:
    """Pure PyTorch fallback with the same call signature as the extension."""

    @staticmethod
    def paged_attention_v1(out, query, key_cache, value_cache, block_tables, seq_lens, scale):
        # key_cache / value_cache: [num_blocks, block_size, num_heads, head_dim]
        num_seqs, num_heads, head_dim = query.shape
        block_size = key_cache.shape[1]
        keys = key_cache[block_tables].reshape(num_seqs, -1, num_heads, head_dim)
        values = value_cache[block_tables].reshape(num_seqs, -1, num_heads, head_dim)
        positions = torch.arange(keys.shape[1], device=query.device)
        mask = positions[None, :] < seq_lens[:, None]
        scores = torch.einsum("shd,sthd->sht", query, keys) * scale
        scores = scores.masked_fill(~mask[:, None, :], float("-inf"))
        probs = torch.softmax(scores, dim=-1)
        out.copy_(torch.einsum("sht,sthd->shd", probs, values))
        return out


def _load_ops():
    try:
        return importlib.import_module("vllm._paged_attention_C")
    except ImportError:
        return _NativePagedAttentionOps()


def get_paged_attention_ops():
    global _OPS
    if _OPS is not None:
        return _OPS
    with _OPS_LOCK:
        if _OPS is None:
            _OPS = _load_ops()
    return _OPS
