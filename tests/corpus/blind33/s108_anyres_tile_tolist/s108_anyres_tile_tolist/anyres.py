"""Any-resolution helpers: pick a tile grid and unpad packed features."""
import math

import torch

GRID_PINPOINTS = ((336, 336), (336, 672), (672, 336), (672, 672))


def select_best_resolution(orig_h: float, orig_w: float) -> tuple:
    best, best_eff, best_waste = None, -1.0, math.inf
    for h, w in GRID_PINPOINTS:
        scale = min(h / orig_h, w / orig_w)
        eff = min(orig_h * scale * orig_w * scale, orig_h * orig_w)
        waste = h * w - eff
        if eff > best_eff or (eff == best_eff and waste < best_waste):
            best, best_eff, best_waste = (h, w), eff, waste
    return best


def tile_grid_shape(image_size: torch.Tensor, tile: int = 336) -> tuple:
    orig_h, orig_w = image_size.tolist()
    h, w = select_best_resolution(orig_h, orig_w)
    return h // tile, w // tile


def unpad(features: torch.Tensor, cur_h: int, cur_w: int, frac_w: float) -> torch.Tensor:
    keep = max(1, int(round(cur_w * frac_w)))
    return features[:, :, :keep]
