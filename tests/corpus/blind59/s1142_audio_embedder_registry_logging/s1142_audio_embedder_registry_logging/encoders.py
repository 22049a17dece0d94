import logging

import torch
from torch import nn

from .registry import MultiModalSpec, register_embedder

logger = logging.getLogger(__name__)


@register_embedder("image")
class ImageEmbedder(nn.Module):
    def __init__(self, spec: MultiModalSpec):
        super().__init__()
        self.proj = nn.Linear(spec.image_patch_dim, spec.hidden_size)
        self.post_norm = nn.LayerNorm(spec.hidden_size)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        # (num_images, num_patches, patch_dim) -> (num_images * num_patches, hidden)
        return self.post_norm(self.proj(pixel_values)).flatten(0, 1)


@register_embedder("audio")
class AudioEmbedder(nn.Module):
    def __init__(self, spec: MultiModalSpec):
        super().__init__()
        self.max_audio_frames = spec.max_audio_frames
        self.conv = nn.Conv1d(spec.audio_mel_bins, spec.hidden_size, kernel_size=3, padding=1)
        self.proj = nn.Linear(spec.hidden_size, spec.hidden_size)

    def _truncate_frames(self, features: torch.Tensor) -> torch.Tensor:
        num_frames = features.shape[-1]
        if num_frames > self.max_audio_frames:
            logger.warning(
                "Audio input has %d frames, truncating to max_audio_frames=%d",
                num_frames,
                self.max_audio_frames,
            )
            features = features[..., : self.max_audio_frames]
        return features

    def forward(self, input_features: torch.Tensor) -> torch.Tensor:
        # (num_audios, mel_bins, frames) -> (num_audios * frames, hidden)
        input_features = self._truncate_frames(input_features)
        hidden = nn.functional.gelu(self.conv(input_features)).transpose(1, 2)
        return self.proj(hidden).flatten(0, 1)
