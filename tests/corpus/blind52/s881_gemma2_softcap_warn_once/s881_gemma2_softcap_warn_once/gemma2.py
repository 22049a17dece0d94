from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .attention_backend import get_attn_backend


@dataclass
class Gemma2AttnConfig:
    hidden_size: int = 32
    num_attention_heads: int = 4
    num_key_value_heads: int = 2
    head_dim: int = 8
    query_pre_attn_scalar: int = 8
    attn_logit_softcapping: Optional[float] = 50.0
    attention_backend: Optional[str] = None


class RadixAttentionLite(nn.Module):
    def __init__(self, num_heads, head_dim, scaling, num_kv_heads, logit_cap, backend):
        super().__init__()
        self.tp_q_head_num = num_heads
        self.tp_k_head_num = num_kv_heads
        self.head_dim = head_dim
        self.scaling = scaling
        self.logit_cap = logit_cap
        self.attn_backend = backend

    def forward(self, q, k, v):
        return self.attn_backend.forward(q, k, v, self)


class Gemma2Attention(nn.Module):
    def __init__(self, config: Gemma2AttnConfig):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.num_kv_heads = config.num_key_value_heads
        self.head_dim = config.head_dim
        self.q_size = self.num_heads * self.head_dim
        self.kv_size = self.num_kv_heads * self.head_dim
        self.qkv_proj = nn.Linear(config.hidden_size, self.q_size + 2 * self.kv_size, bias=False)
        self.o_proj = nn.Linear(self.q_size, config.hidden_size, bias=False)
        backend = get_attn_backend(
            config.attention_backend,
            num_heads=self.num_heads,
            num_kv_heads=self.num_kv_heads,
            head_dim=self.head_dim,
        )
        self.attn = RadixAttentionLite(
            self.num_heads,
            self.head_dim,
            config.query_pre_attn_scalar**-0.5,
            self.num_kv_heads,
            logit_cap=config.attn_logit_softcapping or 0.0,
            backend=backend,
        )

    def _split_heads(self, t: torch.Tensor, n: int) -> torch.Tensor:
        bsz, seq, _ = t.shape
        return t.view(bsz, seq, n, self.head_dim).transpose(1, 2)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        qkv = self.qkv_proj(hidden_states)
        q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
        q = self._split_heads(q, self.num_heads)
        k = self._split_heads(k, self.num_kv_heads)
        v = self._split_heads(v, self.num_kv_heads)
        out = self.attn(q, k, v)
        out = out.transpose(1, 2).reshape(hidden_states.shape[0], hidden_states.shape[1], -1)
        return self.o_proj(out)


attention_forward = torch.compile(Gemma2Attention(Gemma2AttnConfig()), fullgraph=True)
