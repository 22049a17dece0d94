from __future__ import annotations

import numpy as np
import torch


@torch.library.custom_op("corpus_r040::unpack_sign_delta", mutates_args=())
def unpack_sign_delta(packed: torch.Tensor, scale: torch.Tensor, in_features: int) -> torch.Tensor:
    """Unpack uint8 sign bits into a {-scale, +scale} delta (host-side reference)."""
    bits = np.unpackbits(packed.cpu().numpy(), axis=-1)[:, :in_features]
    signs = torch.from_numpy(bits.astype(np.float32) * 2.0 - 1.0)
    return (signs * scale.cpu().unsqueeze(-1)).to(packed.device)


@unpack_sign_delta.register_fake
def _(packed, scale, in_features):
    return packed.new_empty((packed.shape[0], in_features), dtype=torch.float32)


def pack_sign_delta(delta: torch.Tensor):
    scale = delta.abs().mean(dim=-1)
    bits = (delta > 0).numpy().astype(np.uint8)
    return torch.from_numpy(np.packbits(bits, axis=-1)), scale
