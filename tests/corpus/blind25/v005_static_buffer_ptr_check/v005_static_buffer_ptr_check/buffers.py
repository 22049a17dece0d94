from typing import Dict, Tuple

import torch


class BufferReallocatedError(RuntimeError):
    pass


class StaticInputBuffers:
    """Fixed-address input tensors that captured graphs read from.

    A captured graph bakes in the addresses of its inputs, so the buffers must
    never be reallocated (e.g. by an accidental ``resize_`` or re-assignment)
    between capture and replay. We remember the addresses at allocation time
    and verify them before staging each step.
    """

    _FIELDS = ("input_ids", "positions", "req_pool_indices")

    def __init__(self, max_bs: int):
        self.max_bs = max_bs
        self._bufs: Dict[str, torch.Tensor] = {
            name: torch.zeros(max_bs, dtype=torch.long) for name in self._FIELDS
        }
        self._ptrs: Dict[str, int] = {name: buf.data_ptr() for name, buf in self._bufs.items()}

    def __getitem__(self, name: str) -> torch.Tensor:
        return self._bufs[name]

    def _check_addresses(self) -> None:
        for name in self._FIELDS:
            if self._bufs[name].data_ptr() != self._ptrs[name]:
                raise BufferReallocatedError(f"static buffer {name!r} moved since capture")

    def stage(self, bs: int, **tensors: torch.Tensor) -> Tuple[torch.Tensor, ...]:
        self._check_addresses()
        views = []
        for name in self._FIELDS:
            buf = self._bufs[name]
            buf[:bs].copy_(tensors[name])
            buf[bs:].zero_()
            views.append(buf[:bs])
        return tuple(views)

    def reset(self) -> None:
        for buf in self._bufs.values():
            buf.zero_()
