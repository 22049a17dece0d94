from dataclasses import dataclass

import torch
from torch import nn

from . import projectors  # noqa: F401  (populates the registry)
from .registry import build_projector


@dataclass
class VisionLanguageConfig:
    vision_hidden_size: int = 8
    text_hidden_size: int = 16
    mm_projector_type: str = "pixel_shuffle_mlp"
    downsample_ratio: float = 0.5
    select_layer: int = -1


class VisionLanguageConnector(nn.Module):
    def __init__(self, config: VisionLanguageConfig):
        super().__init__()
        self.config = config
        self.mm_projector = build_projector(config)

    def forward(self, vision_hidden_states: torch.Tensor) -> torch.Tensor:
        # drop the CLS token; only patch tokens are projected
        patch_tokens = vision_hidden_states[:, 1:, :]
        return self.mm_projector(patch_tokens)


_CONNECTOR = VisionLanguageConnector(VisionLanguageConfig()).eval()


@torch.compile(fullgraph=True)
def encode_images(vision_hidden_states: torch.Tensor) -> torch.Tensor:
    return _CONNECTOR(vision_hidden_states)
