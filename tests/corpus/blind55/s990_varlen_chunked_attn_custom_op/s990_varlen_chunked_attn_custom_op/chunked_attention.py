import math

import torch
import torch.nn.functional as F

from .op_utils import direct_register_custom_op


def _attend_chunk(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, scale: float) -> torch.Tensor:
    return F.scaled_dot_product_attention(
        q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), is_causal=True, scale=scale
    ).transpose(0, 1)


def varlen_chunked_attention(
    query: torch.Tensor,
    key: torch.Tensor,
    value: torch.Tensor,
    cu_seqlens: torch.Tensor,
    attention_chunk_size: int,
    scale: float,
) -> torch.Tensor:
    output = torch.empty_like(query)
    bounds = cu_seqlens.tolist()
    for seq_start, seq_end in zip(bounds[:-1], bounds[1:]):
        seq_len = seq_end - seq_start
        chunk = attention_chunk_size if attention_chunk_size > 0 else seq_len
        for offset in range(0, seq_len, chunk):
            lo = seq_start + offset
            hi = min(lo + chunk, seq_end)
            output[lo:hi] = _attend_chunk(query[lo:hi], key[lo:hi], value[lo:hi], scale)
    return output


def varlen_chunked_attention_fake(
    query: torch.Tensor,
    key: torch.Tensor,
    value: torch.Tensor,
    cu_seqlens: torch.Tensor,
    attention_chunk_size: int,
    scale: float,
) -> torch.Tensor:
    return torch.empty_like(query)


direct_register_custom_op(
    op_name="varlen_chunked_attention",
    op_func=varlen_chunked_attention,
    fake_impl=varlen_chunked_attention_fake,
)


def num_chunks_for(seq_len: int, chunk: int) -> int:
    return math.ceil(seq_len / chunk) if chunk > 0 else 1
