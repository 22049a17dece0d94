from __future__ import annotations

import torch
from torch import nn

from .rotary_embedding import RotaryEmbedding


class LlamaAttention(nn.Module):
    def __init__(self, hidden_size: int, max_position_embeddings: int = 64):
        super().__init__()
        self.hidden_size = hidden_size
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.rotary_emb = RotaryEmbedding(hidden_size, max_position_embeddings)
        self.scaling = hidden_size ** -0.5

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(hidden_states).split(self.hidden_size, dim=-1)
        q, k = self.rotary_emb(positions, q, k)
        attn = torch.softmax((q @ k.transpose(0, 1)) * self.scaling, dim=-1)
        return self.o_proj(attn @ v)


class TinyDecoder(nn.Module):
    def __init__(self, hidden_size: int = 8, num_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList(LlamaAttention(hidden_size) for _ in range(num_layers))
        self.norm = nn.LayerNorm(hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        positions = torch.arange(hidden_states.shape[0])
        for layer in self.layers:
            hidden_states = hidden_states + layer(positions, hidden_states)
        return self.norm(hidden_states)


model = TinyDecoder()
compiled_model = torch.compile(model, fullgraph=True)
