"""Window partition helpers for arbitrary-resolution Swin stages."""
import logging

import torch
import torch.nn.functional as F

logger = logging.getLogger(__name__)

_WARNED_SHAPES = set()


def pad_to_window(x: torch.Tensor, window: int):
    """Pad a (B, H, W, C) map so H and W are multiples of ``window``."""
    _, h, w, _ = x.shape
    pad_b = (window - h % window) % window
    pad_r = (window - w % window) % window
    if pad_b or pad_r:
        key = (h, w, window)
        if key not in _WARNED_SHAPES:
            _WARNED_SHAPES.add(key)
            logger.warning("padding %dx%d feature map to window %d (+%d, +%d)", h, w, window, pad_b, pad_r)
        x = F.pad(x, (0, 0, 0, pad_r, 0, pad_b))
    return x, h + pad_b, w + pad_r


def window_partition(x: torch.Tensor, window: int) -> torch.Tensor:
    b, h, w, c = x.shape
    x = x.view(b, h // window, window, w // window, window, c)
    return x.permute(0, 1, 3, 2, 4, 5).reshape(-1, window * window, c)


def window_reverse(windows: torch.Tensor, window: int, h: int, w: int) -> torch.Tensor:
    c = windows.shape[-1]
    b = windows.shape[0] // ((h // window) * (w // window))
    x = windows.view(b, h // window, w // window, window, window, c)
    return x.permute(0, 1, 3, 2, 4, 5).reshape(b, h, w, c)
