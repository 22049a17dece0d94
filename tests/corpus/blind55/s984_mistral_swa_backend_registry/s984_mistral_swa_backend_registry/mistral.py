from typing import List, Optional

import torch
from torch import nn

from .attention import Attention


class MistralConfig:
    def __init__(self, hidden_size: int = 16, num_attention_heads: int = 2, num_hidden_layers: int = 2,
                 sliding_window: Optional[int] = 4, layer_types: Optional[List[str]] = None):
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.num_hidden_layers = num_hidden_layers
        self.sliding_window = sliding_window
        if layer_types is None:
            kind = "sliding_attention" if sliding_window is not None else "full_attention"
            layer_types = [kind] * num_hidden_layers
        self.layer_types = layer_types


class MistralAttention(nn.Module):
    def __init__(self, config: MistralConfig, layer_idx: int):
        super().__init__()
        head_dim = config.hidden_size // config.num_attention_heads
        sliding_window = None
        if config.layer_types[layer_idx] == "sliding_attention":
            sliding_window = config.sliding_window
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.attn = Attention(config.num_attention_heads, head_dim, head_dim ** -0.5, sliding_window)

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        return self.o_proj(self.attn(q, k, v, positions))


class MistralModel(nn.Module):
    def __init__(self, config: MistralConfig):
        super().__init__()
        self.layers = nn.ModuleList([MistralAttention(config, i) for i in range(config.num_hidden_layers)])
        self.norms = nn.ModuleList([nn.RMSNorm(config.hidden_size) for _ in range(config.num_hidden_layers)])

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        for norm, layer in zip(self.norms, self.layers):
            hidden_states = hidden_states + layer(positions, norm(hidden_states))
        return hidden_states


_model = MistralModel(MistralConfig()).eval()


@torch.compile(fullgraph=True)
def run_prefill(hidden_states: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
    return _model(positions, hidden_states)
