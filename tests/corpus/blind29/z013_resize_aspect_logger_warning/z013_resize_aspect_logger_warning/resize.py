"""Resize / crop helpers used by the image tower."""
import logging
from typing import Tuple

import torch
import torch.nn.functional as F

logger = logging.getLogger(__name__)

_ASPECT_TOLERANCE = 0.05


def aspect_ratio(h: int, w: int) -> float:
    return h / max(w, 1)


def center_crop(x: torch.Tensor, size: Tuple[int, int]) -> torch.Tensor:
    th, tw = size
    h, w = x.shape[-2:]
    top = max((h - th) // 2, 0)
    left = max((w - tw) // 2, 0)
    return x[..., top:top + th, left:left + tw]


def resize_shortest_edge(x: torch.Tensor, target: int) -> torch.Tensor:
    h, w = x.shape[-2:]
    scale = target / min(h, w)
    new_h, new_w = max(target, round(h * scale)), max(target, round(w * scale))
    return F.interpolate(x, size=(new_h, new_w), mode="bilinear", align_corners=False)


def fit_to_square(x: torch.Tensor, target: int) -> torch.Tensor:
    h, w = x.shape[-2:]
    ratio = aspect_ratio(h, w)
    if abs(ratio - 1.0) > _ASPECT_TOLERANCE:
        logger.warning("non-square input %dx%d will be center-cropped to %d", h, w, target)
    x = resize_shortest_edge(x, target)
    return center_crop(x, (target, target))
