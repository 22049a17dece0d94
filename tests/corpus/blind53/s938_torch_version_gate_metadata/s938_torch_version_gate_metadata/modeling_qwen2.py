import torch
import torch.nn as nn
import torch.nn.functional as F

from .normalization import Qwen2RMSNorm


class Qwen2MLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_proj = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.up_proj = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(F.silu(self.gate_proj(x)) * self.up_proj(x))


class Qwen2MLPLayer(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16, rms_norm_eps: float = 1e-6):
        super().__init__()
        self.post_attention_layernorm = Qwen2RMSNorm(hidden_size, eps=rms_norm_eps)
        self.mlp = Qwen2MLP(hidden_size, intermediate_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.post_attention_layernorm(hidden_states)
        return residual + self.mlp(hidden_states)


layer = Qwen2MLPLayer()
compiled_layer = torch.compile(layer, fullgraph=True)
