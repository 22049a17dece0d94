from dataclasses import dataclass

import torch
from torch import nn

from .attention_registry import resolve_attention


@dataclass
class GPTLiteConfig:
    vocab_size: int = 96
    hidden_size: int = 32
    num_heads: int = 4
    num_kv_heads: int = 2
    num_layers: int = 2
    attn_implementation: str = "auto"


def causal_mask(q_len: int, dtype, device) -> torch.Tensor:
    mask = torch.full((q_len, q_len), torch.finfo(dtype).min, dtype=dtype, device=device)
    return torch.triu(mask, diagonal=1)[None, None]


class GQAttention(nn.Module):
    def __init__(self, config: GPTLiteConfig):
        super().__init__()
        self.config = config
        self.head_dim = config.hidden_size // config.num_heads
        self.n_rep = config.num_heads // config.num_kv_heads
        self.q_proj = nn.Linear(config.hidden_size, config.num_heads * self.head_dim)
        self.k_proj = nn.Linear(config.hidden_size, config.num_kv_heads * self.head_dim)
        self.v_proj = nn.Linear(config.hidden_size, config.num_kv_heads * self.head_dim)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, hidden_states, attention_mask):
        b, t, _ = hidden_states.shape
        q = self.q_proj(hidden_states).view(b, t, -1, self.head_dim).transpose(1, 2)
        k = self.k_proj(hidden_states).view(b, t, -1, self.head_dim).transpose(1, 2)
        v = self.v_proj(hidden_states).view(b, t, -1, self.head_dim).transpose(1, 2)
        attn_fn = resolve_attention(self.config.attn_implementation, q, attention_mask)
        out = attn_fn(q, k, v, attention_mask, scaling=self.head_dim**-0.5, n_rep=self.n_rep)
        return self.o_proj(out.transpose(1, 2).reshape(b, t, -1))


class Block(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.ln_1 = nn.LayerNorm(config.hidden_size)
        self.attn = GQAttention(config)
        self.ln_2 = nn.LayerNorm(config.hidden_size)
        self.mlp = nn.Sequential(
            nn.Linear(config.hidden_size, 4 * config.hidden_size),
            nn.GELU(),
            nn.Linear(4 * config.hidden_size, config.hidden_size),
        )

    def forward(self, x, attention_mask):
        x = x + self.attn(self.ln_1(x), attention_mask)
        return x + self.mlp(self.ln_2(x))


class GPTLiteModel(nn.Module):
    def __init__(self, config: GPTLiteConfig):
        super().__init__()
        self.embed = nn.Embedding(config.vocab_size, config.hidden_size)
        self.blocks = nn.ModuleList(Block(config) for _ in range(config.num_layers))
        self.ln_f = nn.LayerNorm(config.hidden_size)

    @torch.compile(fullgraph=True)
    def forward(self, input_ids):
        h = self.embed(input_ids)
        mask = causal_mask(input_ids.shape[1], h.dtype, h.device)
        for block in self.blocks:
            h = block(h, mask)
        return self.ln_f(h)
