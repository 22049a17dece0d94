import logging
from functools import lru_cache
from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

logger = logging.getLogger(__name__)


class VisionSdpaAttention(nn.Module):
    def __init__(self, head_dim: int, num_heads: int, softmax_in_single_precision: bool = False):
        super().__init__()
        self.head_size = head_dim
        self.num_heads = num_heads
        self.softmax_in_single_precision = softmax_in_single_precision

    @staticmethod
    @lru_cache(maxsize=128)
    def _generate_mask_cache(s: int, cu_seqlens: tuple) -> torch.Tensor:
        mask = torch.zeros([1, s, s], dtype=torch.bool)
        for i in range(1, len(cu_seqlens)):
            start = cu_seqlens[i - 1]
            end = cu_seqlens[i]
            mask[..., start:end, start:end] = True
        return mask

    def generate_patch_attention_mask(self, s: int, cu_seqlens: Optional[torch.Tensor]) -> Optional[torch.Tensor]:
        if cu_seqlens is None:
            return None
        cu_seqlens_tuple = tuple(cu_seqlens.cpu().tolist())
        return self._generate_mask_cache(s, cu_seqlens_tuple)

    def forward(self, q, k, v, cu_seqlens: Optional[torch.Tensor], bsz: int) -> torch.Tensor:
        s = q.shape[0] // bsz
        attention_mask = self.generate_patch_attention_mask(s, cu_seqlens)
        q, k, v = (t.view(bsz, s, self.num_heads, self.head_size).transpose(1, 2) for t in (q, k, v))
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attention_mask)
        return out.transpose(1, 2).reshape(bsz * s, -1)


class VisionFlash3Attention(nn.Module):
    def __init__(self, head_dim: int, num_heads: int, **kwargs):
        super().__init__()
        self.head_size = head_dim
        self.num_heads = num_heads

    def forward(self, q, k, v, cu_seqlens: Optional[torch.Tensor], bsz: int) -> torch.Tensor:
        from sgl_kernel.flash_attn import flash_attn_varlen_func

        cu_seqlens = cu_seqlens.to(dtype=torch.int32, device=q.device)
        seq_lens = cu_seqlens[1:] - cu_seqlens[:-1]
        max_seqlen = seq_lens.max().item()
        if max_seqlen > 8192:
            logger.warning("fa3 vision attention: long image sequence %d", max_seqlen)
        q, k, v = (t.view(-1, self.num_heads, self.head_size) for t in (q, k, v))
        out = flash_attn_varlen_func(
            q, k, v,
            cu_seqlens_q=cu_seqlens,
            cu_seqlens_k=cu_seqlens,
            max_seqlen_q=max_seqlen,
            max_seqlen_k=max_seqlen,
        )
        return out.reshape(q.shape[0], -1)


class VisionTritonAttention(nn.Module):
    def __init__(self, head_dim: int, num_heads: int, **kwargs):
        super().__init__()
        self.head_size = head_dim
        self.num_heads = num_heads

    def forward(self, q, k, v, cu_seqlens: Optional[torch.Tensor], bsz: int) -> torch.Tensor:
        from sglang.srt.layers.attention.triton_ops.prefill_attention import context_attention_fwd

        out = torch.empty_like(q)
        seq_lens = cu_seqlens[1:] - cu_seqlens[:-1]
        context_attention_fwd(q, k, v, out, cu_seqlens, seq_lens, int(seq_lens.max().item()), is_causal=False)
        return out


QKV_BACKEND_IMPL = {
    "triton_attn": VisionTritonAttention,
    "sdpa": VisionSdpaAttention,
    "fa3": VisionFlash3Attention,
}


class VisionAttention(nn.Module):
    def __init__(self, embed_dim: int, num_heads: int, qkv_backend: Optional[str] = None, **backend_kwargs):
        super().__init__()
        self.head_size = embed_dim // num_heads
        if qkv_backend is None:
            qkv_backend = "fa3" if torch.cuda.is_available() else "sdpa"
        self.qkv_backend = QKV_BACKEND_IMPL[qkv_backend](
            head_dim=self.head_size, num_heads=num_heads, **backend_kwargs
        )
        self.qkv_proj = nn.Linear(embed_dim, 3 * embed_dim)
        self.proj = nn.Linear(embed_dim, embed_dim)

    def forward(self, x: torch.Tensor, cu_seqlens: Optional[torch.Tensor] = None) -> torch.Tensor:
        bsz, s, _ = x.shape
        q, k, v = self.qkv_proj(x.reshape(bsz * s, -1)).chunk(3, dim=-1)
        out = self.qkv_backend(q, k, v, cu_seqlens=cu_seqlens, bsz=bsz)
        return self.proj(out).view(bsz, s, -1)
