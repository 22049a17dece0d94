from __future__ import annotations

import torch

from .modeling_siglip import SiglipEncoderLayer, SiglipVisionConfig

_LAYER = SiglipEncoderLayer(SiglipVisionConfig()).eval()


def encode_patches(patch_embeds: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    hidden_states, attn_weights = _LAYER(patch_embeds)
    return hidden_states, attn_weights


encode_patches_compiled = torch.compile(encode_patches, fullgraph=True)
