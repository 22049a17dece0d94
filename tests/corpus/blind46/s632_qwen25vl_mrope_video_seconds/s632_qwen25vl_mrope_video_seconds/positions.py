from typing import Optional

import torch

from .mrope import MRotaryPositionBuilder
from .vision_config import DEFAULT_CONFIG

_builder = MRotaryPositionBuilder(DEFAULT_CONFIG)

MROPE_SECTION = (2, 1, 1)


def _apply_mrope_sections(cos: torch.Tensor) -> torch.Tensor:
    # cos: (3, seq, rot_dim) -> (seq, rot_dim), taking each section from its axis
    chunks = cos.split(MROPE_SECTION, dim=-1)
    return torch.cat([chunk[i % 3] for i, chunk in enumerate(chunks)], dim=-1)


@torch.compile(fullgraph=True)
def build_mrope_cos(
    text_len_marker: torch.Tensor,
    video_grid_thw: torch.Tensor,
    second_per_grid_ts: Optional[torch.Tensor] = None,
) -> torch.Tensor:
    positions = _builder.video_positions(text_len_marker.shape[0], video_grid_thw, second_per_grid_ts)
    inv_freq = 1.0 / (10000 ** (torch.arange(0, 8, 2, dtype=torch.float32) / 8))
    freqs = positions.unsqueeze(-1).float() * inv_freq
    return _apply_mrope_sections(freqs.cos())
