from dataclasses import dataclass

import torch
from torch import nn

from .amp import autocast_context


@dataclass
class ProjectorConfig:
    vision_hidden_size: int = 8
    text_hidden_size: int = 8
    projector_hidden_act: str = "gelu"
    num_layers: int = 2


_ACTIVATIONS = {
    "gelu": nn.GELU,
    "silu": nn.SiLU,
    "relu": nn.ReLU,
}


class MultiModalProjector(nn.Module):
    def __init__(self, config: ProjectorConfig) -> None:
        super().__init__()
        layers = [nn.Linear(config.vision_hidden_size, config.text_hidden_size)]
        for _ in range(config.num_layers - 1):
            layers.append(_ACTIVATIONS[config.projector_hidden_act]())
            layers.append(nn.Linear(config.text_hidden_size, config.text_hidden_size))
        self.mlp = nn.Sequential(*layers)
        self.norm = nn.LayerNorm(config.vision_hidden_size)

    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        orig_dtype = image_features.dtype
        image_features = self.norm(image_features)
        with autocast_context(image_features.device.type):
            projected = self.mlp(image_features)
        return projected.to(orig_dtype)


projector = MultiModalProjector(ProjectorConfig())
compiled_projector = torch.compile(projector, fullgraph=True)
