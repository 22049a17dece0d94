import torch
from torch import nn

from .fp8_linear import Fp8Linear


class VisionProjector(nn.Module):
    """Two-layer multimodal projector with fp8 weights."""

    def __init__(self, vision_hidden: int = 24, text_hidden: int = 32):
        super().__init__()
        self.linear_1 = Fp8Linear(vision_hidden, text_hidden)
        self.linear_2 = Fp8Linear(text_hidden, text_hidden)

    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        h = self.linear_1(image_features)
        h = nn.functional.gelu(h)
        return self.linear_2(h)


compiled = torch.compile(VisionProjector(), fullgraph=True)
