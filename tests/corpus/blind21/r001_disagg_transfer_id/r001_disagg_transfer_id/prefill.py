"""Prefill-side forward that hands every layer's KV to the staging connector."""
from __future__ import annotations

import torch
from torch import nn

from .connector import KVStagingConnector


class PrefillLayer(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.k_proj = nn.Linear(hidden, hidden, bias=False)
        self.v_proj = nn.Linear(hidden, hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)

    def forward(self, x: torch.Tensor):
        k = self.k_proj(x)
        v = self.v_proj(x)
        attn = torch.softmax(k @ v.transpose(0, 1) / k.shape[-1] ** 0.5, dim=-1) @ v
        return x + self.o_proj(attn), k, v


class PrefillStep(nn.Module):
    def __init__(self, hidden: int = 8, num_layers: int = 2, block_size: int = 4):
        super().__init__()
        self.layers = nn.ModuleList(PrefillLayer(hidden) for _ in range(num_layers))
        self.connector = KVStagingConnector(num_layers, block_size)

    def forward(self, hidden_states: torch.Tensor):
        staged = []
        for i, layer in enumerate(self.layers):
            hidden_states, k, v = layer(hidden_states)
            staged.append(self.connector.stage_layer(i, k, v))
        return hidden_states, torch.stack(staged, dim=0)


def build_prefill_step(hidden: int = 8, num_layers: int = 2, block_size: int = 4):
    return torch.compile(PrefillStep(hidden, num_layers, block_size), fullgraph=True)


prefill_step = build_prefill_step()
