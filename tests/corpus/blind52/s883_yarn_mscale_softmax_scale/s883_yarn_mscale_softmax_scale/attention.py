import math

import torch
from torch import nn

from .rotary_embedding import get_rope
from .yarn_utils import yarn_get_mscale


class DeepseekYarnAttention(nn.Module):
    def __init__(self, hidden_size=32, num_heads=4, qk_rope_head_dim=4, qk_nope_head_dim=4,
                 v_head_dim=8, rope_theta=10000.0, rope_scaling=None, max_position_embeddings=64):
        super().__init__()
        self.num_heads = num_heads
        self.qk_rope_head_dim = qk_rope_head_dim
        self.qk_nope_head_dim = qk_nope_head_dim
        self.qk_head_dim = qk_rope_head_dim + qk_nope_head_dim
        self.v_head_dim = v_head_dim
        self.q_proj = nn.Linear(hidden_size, num_heads * self.qk_head_dim, bias=False)
        self.kv_proj = nn.Linear(hidden_size, num_heads * (self.qk_head_dim + v_head_dim), bias=False)
        self.o_proj = nn.Linear(num_heads * v_head_dim, hidden_size, bias=False)
        self.rope_scaling = rope_scaling
        self.scaling = self.qk_head_dim**-0.5
        if rope_scaling:
            mscale_all_dim = rope_scaling.get("mscale_all_dim", False)
            scaling_factor = rope_scaling["factor"]
            mscale = yarn_get_mscale(scaling_factor, float(mscale_all_dim))
            self.scaling = self.scaling * mscale * mscale
        self.rotary_emb = get_rope(
            self.qk_head_dim, qk_rope_head_dim, max_position_embeddings, rope_theta,
            is_neox_style=False, rope_scaling=rope_scaling,
        )

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        n = hidden_states.shape[0]
        q = self.q_proj(hidden_states)
        kv = self.kv_proj(hidden_states).view(n, self.num_heads, -1)
        k, v = kv.split([self.qk_head_dim, self.v_head_dim], dim=-1)
        q, k = self.rotary_emb(positions, q, k.reshape(n, -1))
        q = q.view(n, self.num_heads, self.qk_head_dim).transpose(0, 1)
        k = k.view(n, self.num_heads, self.qk_head_dim).transpose(0, 1)
        v = v.transpose(0, 1)
        softmax_scale = self.scaling
        if self.rope_scaling is not None and self.rope_scaling.get("mscale_all_dim"):
            softmax_scale = softmax_scale / math.sqrt(self.rotary_emb.attn_factor)
        scores = torch.matmul(q, k.transpose(-1, -2)) * softmax_scale
        causal = torch.ones(n, n, dtype=torch.bool, device=scores.device).tril()
        scores = scores.masked_fill(~causal, float("-inf"))
        out = torch.matmul(scores.softmax(dim=-1), v)
        return self.o_proj(out.transpose(0, 1).reshape(n, -1))


def build_attention() -> DeepseekYarnAttention:
    rope_scaling = {
        "rope_type": "deepseek_yarn",
        "factor": 4.0,
        "original_max_position_embeddings": 16,
        "beta_fast": 32,
        "beta_slow": 1,
        "mscale": 0.707,
        "mscale_all_dim": 0.707,
    }
    return DeepseekYarnAttention(rope_scaling=rope_scaling, max_position_embeddings=64)


_attn = build_attention()


@torch.compile(fullgraph=True)
def yarn_attention_forward(positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
    return _attn(positions, hidden_states)
