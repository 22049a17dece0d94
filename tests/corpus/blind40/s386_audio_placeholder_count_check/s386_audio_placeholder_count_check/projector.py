import torch
import torch.nn.functional as F
from torch import nn

from .configuration import AudioLMConfig


class AudioMultiModalProjector(nn.Module):
    """Pools encoder frames (50 Hz -> 25 Hz) and maps them into the LM embedding space."""

    def __init__(self, config: AudioLMConfig):
        super().__init__()
        self.pool = nn.AvgPool1d(config.audio_pool_stride, stride=config.audio_pool_stride)
        self.linear_1 = nn.Linear(config.audio_hidden_size, config.hidden_size)
        self.linear_2 = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, audio_features: torch.Tensor) -> torch.Tensor:
        pooled = self.pool(audio_features.transpose(1, 2)).transpose(1, 2)
        return self.linear_2(F.gelu(self.linear_1(pooled)))
