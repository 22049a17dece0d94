import os

import torch
from torch import nn

from .tracing import attach_tracing_hooks


class Qwen2MLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_proj = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.up_proj = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x):
        return self.down_proj(nn.functional.silu(self.gate_proj(x)) * self.up_proj(x))


class Qwen2Block(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.mlp = Qwen2MLP(hidden_size, intermediate_size)

    def forward(self, x):
        return x + self.mlp(self.norm(x))


class Qwen2Stack(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16, num_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList(Qwen2Block(hidden_size, intermediate_size) for _ in range(num_layers))

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


def build_model(trace_activations=None) -> Qwen2Stack:
    model = Qwen2Stack().eval()
    if trace_activations is None:
        trace_activations = os.environ.get("SGLANG_TRACE_ACTIVATIONS", "0") == "1"
    if trace_activations:
        attach_tracing_hooks(model, patterns=("layers.*.mlp",))
    return model
