import ctypes
import os
from typing import Optional

import torch
from torch import nn

_LIB_PATH = os.environ.get("HELDOUT_CUSTOM_ALLREDUCE_LIB", "libcustom_ar.so")


class DecodeRunner:
    """Holds the model and a lazily loaded custom all-reduce library."""

    def __init__(self, model: nn.Module, tp_size: int = 2) -> None:
        self.model = model
        self.tp_size = tp_size
        self._lib: Optional[ctypes.CDLL] = None

    def _ensure_lib(self) -> None:
        if self._lib is None and self.tp_size > 1:
            self._lib = ctypes.CDLL(_LIB_PATH, mode=ctypes.RTLD_GLOBAL)

    def _all_reduce(self, t: torch.Tensor) -> torch.Tensor:
        self._ensure_lib()
        # single-process emulation of the reduction
        return t * 1.0

    @torch.compile(fullgraph=True, dynamic=True)
    def decode(self, hidden: torch.Tensor) -> torch.Tensor:
        partial = self.model(hidden)
        return self._all_reduce(partial)
