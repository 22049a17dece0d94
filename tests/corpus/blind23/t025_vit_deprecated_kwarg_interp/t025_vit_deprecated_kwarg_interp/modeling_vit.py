from dataclasses import dataclass

import torch
import torch.nn as nn

from .deprecation import deprecate_kwarg
from .embeddings import ViTEmbeddings


@dataclass
class ViTConfig:
    image_size: int = 32
    patch_size: int = 8
    num_channels: int = 3
    hidden_size: int = 32
    num_heads: int = 4
    num_layers: int = 2
    layer_norm_eps: float = 1e-12


class ViTLayer(nn.Module):
    def __init__(self, config: ViTConfig):
        super().__init__()
        self.norm1 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.attn = nn.MultiheadAttention(config.hidden_size, config.num_heads, batch_first=True)
        self.norm2 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.mlp = nn.Sequential(nn.Linear(config.hidden_size, 4 * config.hidden_size), nn.GELU(),
                                 nn.Linear(4 * config.hidden_size, config.hidden_size))

    def forward(self, x):
        h = self.norm1(x)
        x = x + self.attn(h, h, h, need_weights=False)[0]
        return x + self.mlp(self.norm2(x))


class ViTModel(nn.Module):
    def __init__(self, config: ViTConfig):
        super().__init__()
        self.config = config
        self.embeddings = ViTEmbeddings(config)
        self.layers = nn.ModuleList(ViTLayer(config) for _ in range(config.num_layers))
        self.layernorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)

    @deprecate_kwarg("interpolate_pos", new_name="interpolate_pos_encoding", version="4.60")
    def forward(self, pixel_values, interpolate_pos_encoding: bool = False):
        x = self.embeddings(pixel_values, interpolate_pos_encoding=interpolate_pos_encoding)
        for layer in self.layers:
            x = layer(x)
        return self.layernorm(x)
