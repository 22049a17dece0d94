"""Per-token-group FP8 quantization and the block-scaled matmul reference."""
from __future__ import annotations

import torch

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max
FP8_MIN = -FP8_MAX
# smallest representable scale; avoids division by zero for all-zero groups
MIN_SCALE = 1.0 / (FP8_MAX * 512.0)


def _group_scales(x_grouped: torch.Tensor) -> torch.Tensor:
    amax = x_grouped.abs().amax(dim=-1)
    scales = [max(a / FP8_MAX, MIN_SCALE) for a in amax.flatten().tolist()]
    return torch.tensor(scales, dtype=torch.float32).view(amax.shape)


def per_token_group_quant_fp8(x: torch.Tensor, group_size: int) -> tuple[torch.Tensor, torch.Tensor]:
    assert x.shape[-1] % group_size == 0, "hidden size must be divisible by group_size"
    num_tokens, hidden = x.shape
    x_grouped = x.view(num_tokens, hidden // group_size, group_size)
    x_scale = _group_scales(x_grouped)
    x_q = (x_grouped / x_scale.unsqueeze(-1)).clamp(FP8_MIN, FP8_MAX).to(FP8_DTYPE)
    return x_q.view(num_tokens, hidden), x_scale


def quant_weight_block_fp8(weight: torch.Tensor, block_size: tuple[int, int]) -> tuple[torch.Tensor, torch.Tensor]:
    bn, bk = block_size
    n, k = weight.shape
    blocks = weight.view(n // bn, bn, k // bk, bk)
    scale = (blocks.abs().amax(dim=(1, 3)) / FP8_MAX).clamp(min=MIN_SCALE)
    w_q = (blocks / scale[:, None, :, None]).clamp(FP8_MIN, FP8_MAX).to(FP8_DTYPE)
    return w_q.view(n, k), scale


def w8a8_block_fp8_matmul_ref(
    x_q: torch.Tensor,
    w_q: torch.Tensor,
    x_scale: torch.Tensor,
    w_scale: torch.Tensor,
    block_size: tuple[int, int],
) -> torch.Tensor:
    bn, bk = block_size
    x = x_q.to(torch.float32) * x_scale.repeat_interleave(bk, dim=1)
    w_scale_full = w_scale.repeat_interleave(bn, dim=0).repeat_interleave(bk, dim=1)
    w = w_q.to(torch.float32) * w_scale_full
    return x @ w.t()
