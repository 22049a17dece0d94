from __future__ import annotations

import torch

BLOCK = 32
E2M1 = torch.tensor([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0])


def quantize_mxfp4(w: torch.Tensor):
    n, k = w.shape
    blocks = w.reshape(n, k // BLOCK, BLOCK)
    amax = blocks.abs().amax(dim=-1).clamp(min=2.0**-126)
    exp = torch.floor(torch.log2(amax)) - 2  # e2m1 max is 6 = 1.5 * 2**2
    scale_e8m0 = (exp + 127).clamp(0, 254).to(torch.uint8)
    scaled = blocks / torch.exp2(exp).unsqueeze(-1)
    idx = (scaled.abs().unsqueeze(-1) - E2M1[:8]).abs().argmin(dim=-1)
    idx = torch.where(scaled < 0, idx + 8, idx).to(torch.uint8).reshape(n, k)
    return idx[:, 0::2] | (idx[:, 1::2] << 4), scale_e8m0


def dequantize_mxfp4(packed: torch.Tensor, scale_e8m0: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    idx = torch.stack([packed & 0xF, packed >> 4], dim=-1).reshape(packed.shape[0], -1).long()
    vals = E2M1[idx]
    n, k = vals.shape
    scale = torch.exp2(scale_e8m0.to(torch.float32) - 127.0)
    return (vals.view(n, k // BLOCK, BLOCK) * scale.unsqueeze(-1)).view(n, k).to(dtype)
