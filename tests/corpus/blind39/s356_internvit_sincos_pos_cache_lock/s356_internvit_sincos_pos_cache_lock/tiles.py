from __future__ import annotations

import torch

from .modeling_intern_vit import InternVisionConfig, InternVLTileEncoder

_ENCODER = InternVLTileEncoder(InternVisionConfig()).eval()


@torch.compile(fullgraph=True, dynamic=False)
def encode_tiles(pixel_values: torch.Tensor) -> torch.Tensor:
    """Encode a batch of 448x448-style tiles (here tiny) into LLM-ready tokens."""
    return _ENCODER(pixel_values)
