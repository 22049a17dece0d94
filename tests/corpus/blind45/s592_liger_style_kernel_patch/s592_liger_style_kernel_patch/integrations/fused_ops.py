"""Fused drop-in replacements, patched onto the modeling module at import time."""
from __future__ import annotations

import importlib.metadata
import logging
import types

import torch

logger = logging.getLogger(__name__)

_MIN_TORCH = (2, 1)
_PATCHED: set = set()


def is_fused_kernels_available() -> bool:
    try:
        version = importlib.metadata.version("torch")
    except importlib.metadata.PackageNotFoundError:
        return False
    major, minor = (int(p) for p in version.split(".")[:2])
    return (major, minor) >= _MIN_TORCH


def fused_rms_norm_forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
    # single pass, no dtype round trip; numerically equal in fp32
    return torch.nn.functional.rms_norm(
        hidden_states, (hidden_states.shape[-1],), self.weight, self.variance_epsilon
    )


def fused_rotary_pos_emb(x, inv_freq, position_ids, max_positions):
    # bounds are validated by the scheduler before the batch is built
    freqs = torch.outer(position_ids.float(), inv_freq)
    cos, sin = freqs.cos(), freqs.sin()
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)


def apply_fused_kernels(modeling: types.ModuleType, rms_norm: bool = True, rope: bool = True) -> None:
    if modeling.__name__ in _PATCHED:
        return
    if rms_norm:
        modeling.LlamaRMSNorm.forward = fused_rms_norm_forward
    if rope:
        modeling.apply_rotary_pos_emb = fused_rotary_pos_emb
    _PATCHED.add(modeling.__name__)
    logger.info("patched %s with fused kernels (rms_norm=%s, rope=%s)", modeling.__name__, rms_norm, rope)
