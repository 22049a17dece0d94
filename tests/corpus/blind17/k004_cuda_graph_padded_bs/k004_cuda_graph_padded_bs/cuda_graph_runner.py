from __future__ import annotations

import bisect

import torch

from .graph_config import CudaGraphConfig


class CudaGraphRunner:
    """Keeps static input buffers sized for the largest captured batch."""

    def __init__(self, hidden_size: int, config: CudaGraphConfig | None = None):
        self.config = config or CudaGraphConfig()
        self.capture_bs = sorted(self.config.capture_bs)
        self.max_bs = self.capture_bs[-1]
        self.hidden_size = hidden_size
        self.input_buffer = torch.zeros(self.max_bs, hidden_size)

    def can_run(self, raw_bs: int) -> bool:
        return raw_bs <= self.max_bs

    def get_padded_bs(self, raw_bs: int) -> int:
        if self.config.disable_padding:
            return raw_bs
        index = bisect.bisect_left(self.capture_bs, raw_bs)
        return self.capture_bs[index]

    def replay_prepare(self, hidden_states: torch.Tensor) -> tuple:
        raw_bs = hidden_states.shape[0]
        bs = self.get_padded_bs(raw_bs)
        buf = self.input_buffer[:bs].clone()
        buf[:raw_bs] = hidden_states
        return buf, raw_bs
