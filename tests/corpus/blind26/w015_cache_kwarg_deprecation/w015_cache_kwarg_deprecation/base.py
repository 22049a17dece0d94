"""Shared plumbing for the SSM mixers (state handling, kwarg compatibility)."""
import warnings
from typing import Optional

import torch
import torch.nn as nn


class ConvState:
    def __init__(self, batch: int, channels: int, width: int):
        self.buf = torch.zeros(batch, channels, width)

    def push(self, x: torch.Tensor) -> torch.Tensor:
        self.buf = torch.cat([self.buf[..., 1:], x.unsqueeze(-1)], dim=-1)
        return self.buf


_RENAMED_KWARGS = {"inference_params": "cache_params", "conv_state": "cache_params"}


class SSMMixerBase(nn.Module):
    def _resolve_cache(self, cache_params: Optional[ConvState], **legacy) -> Optional[ConvState]:
        for old, value in legacy.items():
            if value is None:
                continue
            new = _RENAMED_KWARGS.get(old, old)
            warnings.warn(
                f"`{old}` is deprecated and will be removed in v0.9; pass `{new}` instead",
                FutureWarning,
                stacklevel=3,
            )
            if cache_params is None:
                cache_params = value
        return cache_params

    def causal_conv_step(self, x: torch.Tensor, state: ConvState, weight: torch.Tensor) -> torch.Tensor:
        window = state.push(x)
        return torch.einsum("bcw,cw->bc", window, weight)
