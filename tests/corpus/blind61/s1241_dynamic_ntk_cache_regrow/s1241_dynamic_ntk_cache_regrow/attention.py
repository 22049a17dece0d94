from dataclasses import dataclass, field

import torch
from torch import nn

from .rotary import get_rope


@dataclass
class LlamaConfig:
    hidden_size: int = 32
    num_attention_heads: int = 4
    num_key_value_heads: int = 2
    max_position_embeddings: int = 64
    rope_theta: float = 10000.0
    rope_scaling: dict | None = field(default_factory=lambda: {"rope_type": "dynamic", "factor": 2.0})


class LlamaAttention(nn.Module):
    def __init__(self, config: LlamaConfig) -> None:
        super().__init__()
        self.hidden_size = config.hidden_size
        self.num_heads = config.num_attention_heads
        self.num_kv_heads = config.num_key_value_heads
        self.head_dim = self.hidden_size // self.num_heads
        self.q_size = self.num_heads * self.head_dim
        self.kv_size = self.num_kv_heads * self.head_dim
        self.scaling = self.head_dim**-0.5

        self.qkv_proj = nn.Linear(self.hidden_size, self.q_size + 2 * self.kv_size, bias=False)
        self.o_proj = nn.Linear(self.q_size, self.hidden_size, bias=False)
        self.rotary_emb = get_rope(
            self.head_dim,
            rotary_dim=self.head_dim,
            max_position=config.max_position_embeddings,
            base=config.rope_theta,
            rope_scaling=config.rope_scaling,
        )

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        qkv = self.qkv_proj(hidden_states)
        q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
        q, k = self.rotary_emb(positions, q, k)
        n = hidden_states.shape[0]
        q = q.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(n, self.num_kv_heads, self.head_dim).transpose(0, 1)
        v = v.view(n, self.num_kv_heads, self.head_dim).transpose(0, 1)
        rep = self.num_heads // self.num_kv_heads
        k = k.repeat_interleave(rep, dim=0)
        v = v.repeat_interleave(rep, dim=0)
        attn = torch.softmax((q @ k.transpose(-1, -2)) * self.scaling, dim=-1)
        out = (attn @ v).transpose(0, 1).reshape(n, self.q_size)
        return self.o_proj(out)


attn_layer = LlamaAttention(LlamaConfig())
compiled_attn = torch.compile(attn_layer, fullgraph=True)
