import torch
from torch import nn

from .ops import pixel_shuffle
from .registry import register_projector


@register_projector("linear")
class LinearProjector(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.proj = nn.Linear(config.vision_hidden_size, config.text_hidden_size)

    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        return self.proj(image_features)


@register_projector("mlp2x_gelu")
class MLPProjector(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.linear_1 = nn.Linear(config.vision_hidden_size, config.text_hidden_size)
        self.act = nn.GELU()
        self.linear_2 = nn.Linear(config.text_hidden_size, config.text_hidden_size)

    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        return self.linear_2(self.act(self.linear_1(image_features)))


@register_projector("pixel_shuffle_mlp")
class PixelShuffleMLPProjector(nn.Module):
    """Downsample patch tokens 4x with pixel shuffle before the MLP (InternVL)."""

    def __init__(self, config):
        super().__init__()
        self.downsample_ratio = config.downsample_ratio
        in_dim = int(config.vision_hidden_size / (self.downsample_ratio**2))
        self.norm = nn.LayerNorm(in_dim)
        self.mlp = nn.Sequential(
            nn.Linear(in_dim, config.text_hidden_size),
            nn.GELU(),
            nn.Linear(config.text_hidden_size, config.text_hidden_size),
        )

    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        x = pixel_shuffle(image_features, scale_factor=self.downsample_ratio)
        return self.mlp(self.norm(x))
