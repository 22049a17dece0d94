from typing import Tuple

import numpy as np
import torch

BLOCK = 16
FP4_MAX = 6.0
E2M1_GRID = np.array([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0], dtype=np.float32)


@torch.library.custom_op("corpus_s017::nvfp4_quantize", mutates_args=())
def nvfp4_quantize(x: torch.Tensor, global_scale: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    """Host-side reference of the cvt.rn.satfinite.e2m1x2 kernel.

    Returns packed codes (two e2m1 nibbles per uint8) and per-block scales.
    """
    m, k = x.shape
    gs = float(global_scale.item())
    xb = x.detach().float().cpu().numpy().reshape(m, k // BLOCK, BLOCK)
    amax = np.abs(xb).max(axis=-1, keepdims=True)
    block_scale = np.where(amax > 0, amax / FP4_MAX, 1.0).astype(np.float32) * gs
    scaled = np.abs(xb) / block_scale
    idx = np.abs(scaled[..., None] - E2M1_GRID).argmin(axis=-1).astype(np.uint8)
    codes = (idx | (np.signbit(xb).astype(np.uint8) << 3)).reshape(m, k)
    packed = (codes[:, 0::2] | (codes[:, 1::2] << 4)).astype(np.uint8)
    return (torch.from_numpy(packed).to(x.device),
            torch.from_numpy(block_scale.reshape(m, k // BLOCK)).to(x.device))


@nvfp4_quantize.register_fake
def _(x, global_scale):
    m, k = x.shape
    return x.new_empty((m, k // 2), dtype=torch.uint8), x.new_empty((m, k // BLOCK), dtype=torch.float32)


_GRID_T = torch.tensor(E2M1_GRID.tolist() + [-v for v in E2M1_GRID.tolist()])


def nvfp4_dequantize(packed: torch.Tensor, block_scale: torch.Tensor, global_scale: torch.Tensor):
    lo = (packed & 0xF).long()
    hi = (packed >> 4).long()
    codes = torch.stack([lo, hi], dim=-1).flatten(-2)
    vals = _GRID_T.to(block_scale.device)[codes]
    m, k = codes.shape
    vals = vals.view(m, k // BLOCK, BLOCK) * block_scale.unsqueeze(-1) / global_scale
    return vals.view(m, k)
