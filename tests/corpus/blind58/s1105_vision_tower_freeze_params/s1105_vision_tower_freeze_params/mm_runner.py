import torch
from torch import nn

from .siglip import SiglipVisionConfig, SiglipVisionModel


class MultiModalProjector(nn.Module):
    def __init__(self, vision_hidden: int, text_hidden: int):
        super().__init__()
        self.linear_1 = nn.Linear(vision_hidden, text_hidden)
        self.linear_2 = nn.Linear(text_hidden, text_hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.linear_2(nn.functional.gelu(self.linear_1(x)))


class VisionEncoderRunner:
    def __init__(self, text_hidden_size: int = 24):
        config = SiglipVisionConfig()
        self.vision_tower = SiglipVisionModel(config).eval()
        self.projector = MultiModalProjector(config.hidden_size, text_hidden_size).eval()

    def encode_images(self, pixel_values: torch.Tensor) -> torch.Tensor:
        features = self.vision_tower(pixel_values)
        return self.projector(features).flatten(0, 1)


runner = VisionEncoderRunner()
encode_images = torch.compile(runner.encode_images, fullgraph=True)
