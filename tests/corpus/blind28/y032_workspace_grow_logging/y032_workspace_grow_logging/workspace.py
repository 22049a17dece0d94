"""A grow-only workspace allocator shared by the attention layers."""
import logging
import math

import torch

logger = logging.getLogger(__name__)

_ALIGN = 64


def _round_up(n: int, align: int = _ALIGN) -> int:
    return int(math.ceil(n / align) * align)


class WorkspaceAllocator:
    """Hands out views into one flat scratch buffer.

    The buffer only grows; once it is big enough every later request is a
    cheap view, so the compiled step never allocates in steady state.
    """

    def __init__(self, dtype: torch.dtype = torch.float32):
        self.dtype = dtype
        self._buffer = torch.empty(0, dtype=dtype)
        self._high_water = 0

    @property
    def capacity(self) -> int:
        return self._buffer.numel()

    def _grow(self, numel: int) -> None:
        new_cap = _round_up(max(numel, 2 * self.capacity))
        logger.info("workspace grow %d -> %d elements", self.capacity, new_cap)
        self._buffer = torch.empty(new_cap, dtype=self.dtype)

    def get(self, *shape: int) -> torch.Tensor:
        numel = math.prod(shape)
        if numel > self.capacity:
            self._grow(numel)
        self._high_water = max(self._high_water, numel)
        return self._buffer[:numel].view(*shape)


_GLOBAL_WORKSPACE = WorkspaceAllocator()


def get_workspace() -> WorkspaceAllocator:
    return _GLOBAL_WORKSPACE
