from typing import Optional

import torch

from .log_utils import warning_once


class AttentionBackend:
    name = "base"

    def __init__(self, sliding_window: Optional[int] = None, num_heads: int = 2):
        self.sliding_window = sliding_window
        self.num_heads = num_heads

    def _check_kv_len(self, kv_len: int) -> None:
        if self.sliding_window is not None and kv_len > self.sliding_window:
            warning_once(
                f"[{self.name}] kv_len={kv_len} exceeds sliding_window={self.sliding_window}; "
                "older tokens are masked out"
            )

    def _window_mask(self, q_len: int, kv_len: int, device) -> torch.Tensor:
        q_pos = torch.arange(kv_len - q_len, kv_len, device=device)[:, None]
        k_pos = torch.arange(kv_len, device=device)[None, :]
        allowed = k_pos <= q_pos
        if self.sliding_window is not None:
            allowed = allowed & (q_pos - k_pos < self.sliding_window)
        return allowed

    def forward(self, q, k, v, **kwargs):
        raise NotImplementedError
