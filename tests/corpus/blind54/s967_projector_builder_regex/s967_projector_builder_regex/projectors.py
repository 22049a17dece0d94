import logging
import re

import torch
from torch import nn

from .config import MultimodalConfig

logger = logging.getLogger(__name__)


class IdentityMap(nn.Module):
    def forward(self, x, *args, **kwargs):
        return x

    @property
    def config(self):
        return {"mm_projector_type": "identity"}


class GeluMLPProjector(nn.Module):
    def __init__(self, config: MultimodalConfig, depth: int) -> None:
        super().__init__()
        self.config = config
        layers = [nn.Linear(config.mm_hidden_size, config.hidden_size)]
        for _ in range(1, depth):
            layers.append(nn.GELU())
            layers.append(nn.Linear(config.hidden_size, config.hidden_size))
        self.layers = nn.Sequential(*layers)

    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        if self.config.debug_projector:
            logger.info(
                "projecting %s image features (mean=%.4f)",
                tuple(image_features.shape),
                image_features.float().mean().item(),
            )
        return self.layers(image_features)


class TokenResamplerProjector(nn.Module):
    def __init__(self, config: MultimodalConfig) -> None:
        super().__init__()
        self.queries = nn.Parameter(torch.randn(config.num_resampler_queries, config.hidden_size))
        self.kv = nn.Linear(config.mm_hidden_size, config.hidden_size)

    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        kv = self.kv(image_features)
        if kv.abs().max().item() > 1e4:
            logger.warning("resampler input overflow; clamping")
            kv = kv.clamp(-1e4, 1e4)
        attn = torch.softmax(self.queries @ kv.transpose(-1, -2), dim=-1)
        return attn @ kv


def build_vision_projector(config: MultimodalConfig) -> nn.Module:
    projector_type = getattr(config, "mm_projector_type", "linear")
    if projector_type == "linear":
        return nn.Linear(config.mm_hidden_size, config.hidden_size)
    mlp_gelu_match = re.match(r"^mlp(\d+)x_gelu$", projector_type)
    if mlp_gelu_match:
        return GeluMLPProjector(config, depth=int(mlp_gelu_match.group(1)))
    if projector_type == "resampler":
        return TokenResamplerProjector(config)
    if projector_type == "identity":
        return IdentityMap()
    raise ValueError(f"Unknown projector type: {projector_type}")
