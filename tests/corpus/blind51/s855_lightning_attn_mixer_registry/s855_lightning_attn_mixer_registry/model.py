from dataclasses import dataclass, field
from typing import List

import torch
from torch import nn

from .mixers import MIXER_REGISTRY


@dataclass
class MiniMaxText01Config:
    hidden_size: int = 8
    num_attention_heads: int = 2
    attn_type_list: List[int] = field(default_factory=lambda: [0, 0, 0, 1])
    layernorm_linear_attention_alpha: float = 1.0
    layernorm_full_attention_alpha: float = 1.0

    @property
    def layer_types(self) -> List[str]:
        return ["full_attention" if t == 1 else "linear_attention" for t in self.attn_type_list]


class MiniMaxDecoderLayer(nn.Module):
    def __init__(self, config: MiniMaxText01Config, layer_idx: int):
        super().__init__()
        layer_type = config.layer_types[layer_idx]
        mixer_cls = MIXER_REGISTRY[layer_type]
        self.self_attn = mixer_cls(config.hidden_size, config.num_attention_heads, layer_idx, len(config.attn_type_list))
        self.alpha = (
            config.layernorm_linear_attention_alpha
            if layer_type == "linear_attention"
            else config.layernorm_full_attention_alpha
        )
        self.input_layernorm = nn.RMSNorm(config.hidden_size)
        self.mlp = nn.Sequential(nn.Linear(config.hidden_size, 16), nn.SiLU(), nn.Linear(16, config.hidden_size))

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = self.input_layernorm(hidden_states)
        hidden_states = hidden_states * self.alpha + self.self_attn(hidden_states)
        return hidden_states + self.mlp(hidden_states)


class MiniMaxText01Model(nn.Module):
    def __init__(self, config: MiniMaxText01Config):
        super().__init__()
        self.layers = nn.ModuleList(MiniMaxDecoderLayer(config, i) for i in range(len(config.attn_type_list)))

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return hidden_states


model = MiniMaxText01Model(MiniMaxText01Config())
compiled_model = torch.compile(model, fullgraph=True)
