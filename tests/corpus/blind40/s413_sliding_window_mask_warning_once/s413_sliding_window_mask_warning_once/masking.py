from dataclasses import dataclass
from typing import Optional

import torch

from .logging_utils import warning_once


@dataclass(frozen=True)
class MaskSpec:
    causal: bool = True
    sliding_window: Optional[int] = None
    min_dtype_fill: bool = True


class SlidingWindowMaskBuilder:
    """Builds additive float masks for (sliding-window) causal attention."""

    def __init__(self, spec: MaskSpec):
        self.spec = spec

    def _window_mask(self, q_idx: torch.Tensor, kv_idx: torch.Tensor) -> torch.Tensor:
        allowed = kv_idx[None, :] <= q_idx[:, None] if self.spec.causal else torch.ones(
            q_idx.shape[0], kv_idx.shape[0], dtype=torch.bool, device=q_idx.device
        )
        if self.spec.sliding_window is not None:
            allowed = allowed & (q_idx[:, None] - kv_idx[None, :] < self.spec.sliding_window)
        return allowed

    def build(self, q_len: int, kv_len: int, dtype: torch.dtype, device: torch.device) -> torch.Tensor:
        window = self.spec.sliding_window
        if window is not None and kv_len > window:
            warning_once(
                f"Sequence length {kv_len} exceeds sliding_window={window}; "
                "tokens outside the window are masked out."
            )
        q_idx = torch.arange(kv_len - q_len, kv_len, device=device)
        kv_idx = torch.arange(kv_len, device=device)
        allowed = self._window_mask(q_idx, kv_idx)
        fill = torch.finfo(dtype).min if self.spec.min_dtype_fill else float("-inf")
        mask = torch.zeros(q_len, kv_len, dtype=dtype, device=device)
        return mask.masked_fill(~allowed, fill)
