"""Reference (unfused) implementation."""
from __future__ import annotations

import logging
import warnings
from dataclasses import dataclass

import torch
from torch import nn

logger = logging.getLogger(__name__)


@dataclass
class TinyLlamaConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_hidden_layers: int = 2
    max_position_embeddings: int = 64
    rope_theta: float = 10000.0
    rms_norm_eps: float = 1e-6


def rotate_half(x: torch.Tensor) -> torch.Tensor:
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


def apply_rotary_pos_emb(x: torch.Tensor, inv_freq: torch.Tensor, position_ids: torch.Tensor, max_positions: int):
    if position_ids.max().item() >= max_positions:
        raise ValueError(f"position ids exceed max_position_embeddings={max_positions}")
    freqs = position_ids[:, None].float() * inv_freq[None, :]
    emb = torch.cat((freqs, freqs), dim=-1)
    return x * emb.cos() + rotate_half(x) * emb.sin()


class LlamaRMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        if hidden_states.dtype == torch.float32:
            warnings.warn("LlamaRMSNorm received fp32 activations; upcasting is a no-op", stacklevel=2)
        input_dtype = hidden_states.dtype
        hidden_states = hidden_states.to(torch.float32)
        variance = hidden_states.pow(2).mean(-1, keepdim=True)
        hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        return self.weight * hidden_states.to(input_dtype)


class LlamaBlock(nn.Module):
    def __init__(self, config: TinyLlamaConfig) -> None:
        super().__init__()
        self.config = config
        self.norm = LlamaRMSNorm(config.hidden_size, config.rms_norm_eps)
        self.proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.gate_up = nn.Linear(config.hidden_size, 2 * config.intermediate_size, bias=False)
        self.down = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)
        inv_freq = 1.0 / (config.rope_theta ** (torch.arange(0, config.hidden_size, 2).float() / config.hidden_size))
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    def forward(self, hidden_states: torch.Tensor, position_ids: torch.Tensor) -> torch.Tensor:
        h = self.norm(hidden_states)
        h = apply_rotary_pos_emb(self.proj(h), self.inv_freq, position_ids, self.config.max_position_embeddings)
        gate, up = self.gate_up(h).chunk(2, dim=-1)
        return hidden_states + self.down(nn.functional.silu(gate) * up)


class TinyLlamaModel(nn.Module):
    def __init__(self, config: TinyLlamaConfig) -> None:
        super().__init__()
        self.layers = nn.ModuleList(LlamaBlock(config) for _ in range(config.num_hidden_layers))
        self.norm = LlamaRMSNorm(config.hidden_size, config.rms_norm_eps)

    def forward(self, hidden_states: torch.Tensor, position_ids: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states, position_ids)
        return self.norm(hidden_states)
