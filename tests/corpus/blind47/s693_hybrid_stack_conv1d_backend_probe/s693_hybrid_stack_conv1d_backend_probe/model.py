from dataclasses import dataclass

import torch
import torch.nn as nn

from .registry import build_layer


@dataclass
class HybridConfig:
    hidden_size: int = 16
    num_attention_heads: int = 2
    mamba_d_state: int = 4
    mamba_d_conv: int = 4
    mamba_expand: int = 2
    layers_block_type: str = "MAMA"


class HybridModel(nn.Module):
    def __init__(self, cfg: HybridConfig):
        super().__init__()
        self.layers = nn.ModuleList(
            build_layer(code, cfg, i) for i, code in enumerate(cfg.layers_block_type)
        )
        self.final_layernorm = nn.RMSNorm(cfg.hidden_size)


def hybrid_forward(model: HybridModel, inputs_embeds: torch.Tensor) -> torch.Tensor:
    hidden_states = inputs_embeds
    for layer in model.layers:
        hidden_states = layer(hidden_states)
    return model.final_layernorm(hidden_states)


step = torch.compile(hybrid_forward, fullgraph=True)
