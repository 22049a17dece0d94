import logging

import torch
import torch.nn.functional as F

logger = logging.getLogger(__name__)


def _varlen_sdpa_reference(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
    # q/k/v: [total_tokens, num_heads, head_dim]
    out = torch.empty_like(q)
    bounds = cu_seqlens.tolist()
    max_seqlen = max(e - s for s, e in zip(bounds[:-1], bounds[1:]))
    if max_seqlen > 4096:
        logger.warning("varlen vision attention: falling back to chunked reference for %d tokens", max_seqlen)
    for start, end in zip(bounds[:-1], bounds[1:]):
        if end == start:
            continue
        qi, ki, vi = (t[start:end].transpose(0, 1) for t in (q, k, v))
        out[start:end] = F.scaled_dot_product_attention(qi, ki, vi).transpose(0, 1)
    return out


@torch.library.custom_op("corpus_s1270::vision_varlen_attention", mutates_args=())
def vision_varlen_attention(
    q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, cu_seqlens: torch.Tensor
) -> torch.Tensor:
    if q.is_cuda:
        try:
            from flash_attn import flash_attn_varlen_func
        except ImportError:
            flash_attn_varlen_func = None
        if flash_attn_varlen_func is not None:
            seqlens = cu_seqlens[1:] - cu_seqlens[:-1]
            max_seqlen = int(seqlens.max().item())
            return flash_attn_varlen_func(q, k, v, cu_seqlens, cu_seqlens, max_seqlen, max_seqlen)
    return _varlen_sdpa_reference(q, k, v, cu_seqlens)


@vision_varlen_attention.register_fake
def _(q, k, v, cu_seqlens):
    return torch.empty_like(q)
