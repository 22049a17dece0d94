from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from . import envs
from .local_attn_mask import get_chunked_causal_mask


@dataclass
class Llama4AttentionConfig:
    hidden_size: int = 32
    num_attention_heads: int = 4
    attention_chunk_size: Optional[int] = 4
    use_qk_norm: bool = True
    rms_norm_eps: float = 1e-5


@torch.compiler.disable
def _flex_chunked_attention(q, k, v, chunk_size: int) -> torch.Tensor:
    from torch.nn.attention.flex_attention import create_block_mask, flex_attention

    def mask_mod(b, h, q_idx, kv_idx):
        return (q_idx // chunk_size == kv_idx // chunk_size) & (kv_idx <= q_idx)

    block_mask = create_block_mask(mask_mod, None, None, q.shape[2], k.shape[2], device=q.device)
    return flex_attention(q, k, v, block_mask=block_mask)


class L2Norm(nn.Module):
    def __init__(self, eps: float):
        super().__init__()
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)


class Llama4LocalAttention(nn.Module):
    def __init__(self, config: Llama4AttentionConfig):
        super().__init__()
        self.config = config
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.qk_norm = L2Norm(config.rms_norm_eps) if config.use_qk_norm else None
        self.use_flex = envs.VLLM_USE_FLEX_ATTENTION

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, _ = hidden_states.shape
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q = q.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)
        k = k.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)
        v = v.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)
        if self.qk_norm is not None:
            q, k = self.qk_norm(q), self.qk_norm(k)

        chunk_size = self.config.attention_chunk_size
        if chunk_size is None:
            out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        elif self.use_flex:
            out = _flex_chunked_attention(q, k, v, chunk_size)
        else:
            mask = get_chunked_causal_mask(seq_len, chunk_size, hidden_states.device)
            out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        return self.o_proj(out.transpose(1, 2).reshape(bsz, seq_len, -1))


local_attention = torch.compile(Llama4LocalAttention(Llama4AttentionConfig()), fullgraph=True)
