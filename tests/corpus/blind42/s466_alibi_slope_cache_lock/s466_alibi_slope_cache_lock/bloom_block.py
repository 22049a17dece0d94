from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from .bias import AlibiBiasProvider


@dataclass
class BloomConfig:
    hidden_size: int = 32
    n_head: int = 4
    layer_norm_epsilon: float = 1e-5


class BloomAttention(nn.Module):
    def __init__(self, config: BloomConfig):
        super().__init__()
        self.num_heads = config.n_head
        self.head_dim = config.hidden_size // config.n_head
        self.query_key_value = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.dense = nn.Linear(config.hidden_size, config.hidden_size)
        self.alibi = AlibiBiasProvider(config.n_head)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        bsz, q_len, _ = hidden_states.shape
        fused = self.query_key_value(hidden_states).view(bsz, q_len, self.num_heads, 3, self.head_dim)
        q, k, v = fused.unbind(dim=3)
        q, k, v = (t.transpose(1, 2) for t in (q, k, v))
        bias = self.alibi.build(q_len, q_len, hidden_states.dtype, hidden_states.device)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=bias)
        out = out.transpose(1, 2).reshape(bsz, q_len, -1)
        return self.dense(out)


class BloomBlock(nn.Module):
    def __init__(self, config: BloomConfig):
        super().__init__()
        self.input_layernorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_epsilon)
        self.self_attention = BloomAttention(config)
        self.post_attention_layernorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_epsilon)
        self.mlp = nn.Sequential(
            nn.Linear(config.hidden_size, 4 * config.hidden_size),
            nn.GELU(approximate="tanh"),
            nn.Linear(4 * config.hidden_size, config.hidden_size),
        )

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        attn_out = self.self_attention(self.input_layernorm(hidden_states))
        hidden_states = hidden_states + attn_out
        return hidden_states + self.mlp(self.post_attention_layernorm(hidden_states))


compiled_block = torch.compile(BloomBlock(BloomConfig()), fullgraph=True)
