import torch

from .config import GroupQuantConfig


def _expand_group_scales(scales: torch.Tensor, group_size: int) -> torch.Tensor:
    # [out, in // g] -> [out, in]
    return scales.repeat_interleave(group_size, dim=1)


def _sanitize_scales(scales: torch.Tensor, cfg: GroupQuantConfig) -> torch.Tensor:
    # Some exported checkpoints carry inf/huge scales for dead groups.
    worst = scales.abs().max().item()
    if worst > cfg.max_scale:
        scales = scales.clamp(max=cfg.max_scale)
    return scales


def dequantize_grouped(qweight: torch.Tensor, scales: torch.Tensor, cfg: GroupQuantConfig) -> torch.Tensor:
    scales = _sanitize_scales(scales, cfg)
    full = _expand_group_scales(scales, cfg.group_size)
    return qweight.to(full.dtype) * full
