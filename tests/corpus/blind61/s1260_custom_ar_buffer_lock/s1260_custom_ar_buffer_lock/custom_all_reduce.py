import threading
from typing import Dict, Optional

import torch


class CustomAllreduce:
    _SUPPORTED_WORLD_SIZES = (2, 4, 6, 8)

    def __init__(self, world_size: int, rank: int, max_size: int):
        self.world_size = world_size
        self.rank = rank
        self.max_size = max_size
        self.disabled = world_size not in self._SUPPORTED_WORLD_SIZES
        self._buffer_lock = threading.Lock()
        self._registered: Dict[int, torch.Tensor] = {}
        self._staging: Optional[torch.Tensor] = None

    def should_custom_ar(self, inp: torch.Tensor) -> bool:
        if self.disabled:
            return False
        inp_size = inp.numel() * inp.element_size()
        if inp_size % 16 != 0:
            return False
        return inp_size < self.max_size

    def _get_staging(self, inp: torch.Tensor) -> torch.Tensor:
        numel = self.max_size // inp.element_size()
        if self._staging is None or self._staging.dtype != inp.dtype:
            self._staging = torch.zeros(self.world_size, numel, dtype=inp.dtype)
        return self._staging

    def custom_all_reduce(self, inp: torch.Tensor) -> torch.Tensor:
        with self._buffer_lock:
            staging = self._get_staging(inp)
            flat = inp.reshape(-1)
            staging[self.rank, : flat.numel()].copy_(flat)
            reduced = staging[:, : flat.numel()].sum(dim=0)
        return reduced.view_as(inp)
