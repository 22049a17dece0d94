from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from .layers.attention import Attention


@dataclass
class TinyConfig:
    hidden_size: int = 8
    num_heads: int = 2
    num_layers: int = 2
    intermediate_size: int = 16


class DecoderLayer(nn.Module):
    def __init__(self, cfg: TinyConfig, prefix: str) -> None:
        super().__init__()
        head_size = cfg.hidden_size // cfg.num_heads
        self.input_layernorm = nn.LayerNorm(cfg.hidden_size)
        self.qkv_proj = nn.Linear(cfg.hidden_size, 3 * cfg.hidden_size, bias=False)
        self.attn = Attention(cfg.num_heads, head_size, prefix=f"{prefix}.attn")
        self.o_proj = nn.Linear(cfg.hidden_size, cfg.hidden_size, bias=False)
        self.post_attention_layernorm = nn.LayerNorm(cfg.hidden_size)
        self.gate_up = nn.Linear(cfg.hidden_size, 2 * cfg.intermediate_size, bias=False)
        self.down = nn.Linear(cfg.intermediate_size, cfg.hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        h = self.input_layernorm(hidden_states)
        q, k, v = self.qkv_proj(h).chunk(3, dim=-1)
        h = self.o_proj(self.attn(q, k, v)) + residual
        residual = h
        gate, up = self.gate_up(self.post_attention_layernorm(h)).chunk(2, dim=-1)
        return self.down(torch.nn.functional.silu(gate) * up) + residual


class TinyDecoderModel(nn.Module):
    def __init__(self, cfg: TinyConfig) -> None:
        super().__init__()
        self.layers = nn.ModuleList(
            DecoderLayer(cfg, prefix=f"model.layers.{i}") for i in range(cfg.num_layers)
        )
        self.norm = nn.LayerNorm(cfg.hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.norm(hidden_states)


model = torch.compile(TinyDecoderModel(TinyConfig()), fullgraph=True)
