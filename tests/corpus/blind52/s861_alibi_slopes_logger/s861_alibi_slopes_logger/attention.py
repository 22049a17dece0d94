from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .alibi import AlibiBias


@dataclass
class AttentionConfig:
    hidden_size: int = 48
    num_attention_heads: int = 6
    attn_dropout: float = 0.0


class AlibiSelfAttention(nn.Module):
    def __init__(self, config: AttentionConfig):
        super().__init__()
        self.config = config
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.scaling = self.head_dim**-0.5
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.alibi = AlibiBias(config.num_attention_heads)

    def _split_heads(self, x: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, _ = x.shape
        return x.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, _ = hidden_states.shape
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q, k, v = self._split_heads(q), self._split_heads(k), self._split_heads(v)
        attn_bias = self.alibi(seq_len, seq_len, q.dtype)
        out = F.scaled_dot_product_attention(
            q, k, v, attn_mask=attn_bias.unsqueeze(0), scale=self.scaling
        )
        out = out.transpose(1, 2).reshape(bsz, seq_len, -1)
        return self.o_proj(out)


alibi_attention = torch.compile(AlibiSelfAttention(AttentionConfig()), fullgraph=True)
