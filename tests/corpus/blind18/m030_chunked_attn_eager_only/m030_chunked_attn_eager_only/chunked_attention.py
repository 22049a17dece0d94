import math

import torch
from torch import nn

from .attention_registry import ALL_ATTENTION_FUNCTIONS


def _plan_chunks(total: int, chunk_size: int):
    return [(start, min(start + chunk_size, total)) for start in range(0, total, chunk_size)]


@ALL_ATTENTION_FUNCTIONS.register("chunked_sdpa", eager_only=True, reason="host-side chunk planning")
def chunked_sdpa_attention_forward(module, query, key, value, attention_mask, scaling, chunk_size=None, **kwargs):
    """Query-chunked SDPA: bounds peak memory of the score matrix on long prompts."""
    chunk_size = chunk_size or getattr(module.config, "attention_chunk_size", 256)
    q_len = query.shape[2]
    outputs = []
    for start, end in _plan_chunks(q_len, chunk_size):
        q_chunk = query[:, :, start:end]
        kv_end = end if module.is_causal else key.shape[2]
        mask = None
        if module.is_causal:
            q_pos = torch.arange(start, end, device=query.device)[:, None]
            k_pos = torch.arange(kv_end, device=query.device)[None, :]
            mask = k_pos <= q_pos
        outputs.append(
            nn.functional.scaled_dot_product_attention(
                q_chunk, key[:, :, :kv_end], value[:, :, :kv_end], attn_mask=mask, scale=scaling
            )
        )
    attn_output = torch.cat(outputs, dim=2)
    return attn_output.transpose(1, 2).contiguous(), None


def chunk_count(seq_len: int, chunk_size: int) -> int:
    return math.ceil(seq_len / chunk_size)
