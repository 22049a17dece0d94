import warnings

import torch

from .config import SlidingWindowConfig


def _check_window(seq_len: int, cfg: SlidingWindowConfig) -> None:
    if seq_len > cfg.window:
        warnings.warn(
            f"sequence length {seq_len} exceeds sliding window {cfg.window}; "
            "older tokens will be masked out",
            stacklevel=3,
        )


def sliding_window_mask(seq_len: int, cfg: SlidingWindowConfig, device=None) -> torch.Tensor:
    _check_window(seq_len, cfg)
    i = torch.arange(seq_len, device=device)[:, None]
    j = torch.arange(seq_len, device=device)[None, :]
    in_window = (i - j >= 0) & (i - j < cfg.window)
    if cfg.sink_tokens:
        in_window |= (j < cfg.sink_tokens) & (j <= i)
    return in_window
