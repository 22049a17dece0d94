import logging

import torch

logger = logging.getLogger(__name__)


def pixel_shuffle(x: torch.Tensor, scale_factor: float = 0.5) -> torch.Tensor:
    """InternVL-style space-to-depth on a square grid of patch tokens.

    [B, H*W, C] -> [B, (H*s)*(W*s), C / s^2]
    """
    bsz, seq_len, channels = x.shape
    side = int(seq_len**0.5)
    x = x.view(bsz, side, side, channels)
    n, w, h, c = x.size()
    x = x.view(n, w, int(h * scale_factor), int(c / scale_factor))
    x = x.permute(0, 2, 1, 3).contiguous()
    x = x.view(n, int(h * scale_factor), int(w * scale_factor), int(c / (scale_factor * scale_factor)))
    x = x.permute(0, 2, 1, 3).contiguous()
    logger.debug("pixel_shuffle %s -> %s (scale=%s)", (bsz, seq_len, channels), tuple(x.shape), scale_factor)
    return x.reshape(n, -1, x.shape[-1])


def pixel_unshuffle(x: torch.Tensor, scale_factor: float = 0.5) -> torch.Tensor:
    n, seq_len, c = x.shape
    side = int(seq_len**0.5)
    inv = int(1 / scale_factor)
    x = x.view(n, side, side, c // (inv * inv), inv, inv)
    x = x.permute(0, 1, 4, 2, 5, 3).reshape(n, side * inv, side * inv, c // (inv * inv))
    return x.reshape(n, -1, x.shape[-1])
