from dataclasses import dataclass

import torch
from torch import nn

from .log_utils import warning_once


@dataclass(frozen=True)
class AudioEncoderConfig:
    d_model: int = 12
    max_source_positions: int = 8
    downsample: int = 2

    @property
    def max_audio_tokens(self) -> int:
        return self.max_source_positions // self.downsample


class AudioFeatureAdapter(nn.Module):
    """Pools encoder frames and projects them into the LM hidden size."""

    def __init__(self, cfg: AudioEncoderConfig, text_hidden: int):
        super().__init__()
        self.cfg = cfg
        self.pool = nn.AvgPool1d(cfg.downsample, stride=cfg.downsample)
        self.proj = nn.Linear(cfg.d_model, text_hidden)

    def _fit_to_budget(self, audio_tokens: torch.Tensor) -> torch.Tensor:
        limit = self.cfg.max_audio_tokens
        if audio_tokens.shape[1] > limit:
            warning_once(
                f"Audio clip produced {audio_tokens.shape[1]} tokens, truncating to {limit}; "
                "raise max_source_positions to keep the full clip."
            )
            audio_tokens = audio_tokens[:, :limit]
        return audio_tokens

    def forward(self, input_features: torch.Tensor) -> torch.Tensor:
        # input_features: (num_audios, frames, d_model)
        pooled = self.pool(input_features.transpose(1, 2)).transpose(1, 2)
        return self.proj(self._fit_to_budget(pooled))
