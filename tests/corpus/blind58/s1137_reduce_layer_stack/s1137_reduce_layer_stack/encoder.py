import functools
from typing import Optional

import torch
from torch import nn

from .config import VisionEncoderConfig
from .layers import EncoderLayer, num_params


class VisionEncoder(nn.Module):
    def __init__(self, config: Optional[VisionEncoderConfig] = None):
        super().__init__()
        config = config or VisionEncoderConfig()
        self.config = config
        self.layers = nn.ModuleList(
            [
                EncoderLayer(config, i)
                for i in range(config.num_hidden_layers)
                if i not in config.skip_layers
            ]
        )
        self.post_layernorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.total_params = num_params(self)

    def forward(self, pixel_embeds: torch.Tensor) -> torch.Tensor:
        hidden_states = functools.reduce(
            lambda h, layer: layer(h), self.layers, pixel_embeds
        )
        return self.post_layernorm(hidden_states)


encoder = VisionEncoder()
compiled_encoder = torch.compile(encoder, fullgraph=True)
