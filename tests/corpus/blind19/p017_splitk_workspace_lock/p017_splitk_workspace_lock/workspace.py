from __future__ import annotations

import threading

import torch

_MIN_WORKSPACE_NUMEL = 1024


class WorkspaceManager:
    """One scratch buffer per (name, device, dtype), grown geometrically on demand.

    Model runners on different threads (e.g. spec-decode draft and target) share
    the manager, so growth is serialised with a lock.
    """

    def __init__(self) -> None:
        self._buffers: dict[tuple, torch.Tensor] = {}
        self._lock = threading.Lock()
        self.peak_numel = 0

    def _grow(self, key: tuple, numel: int, dtype: torch.dtype, device: torch.device) -> torch.Tensor:
        new_numel = max(_MIN_WORKSPACE_NUMEL, 1 << (numel - 1).bit_length())
        buf = torch.empty(new_numel, dtype=dtype, device=device)
        self._buffers[key] = buf
        self.peak_numel = max(self.peak_numel, new_numel)
        return buf

    def get(self, name: str, shape: tuple[int, ...], dtype: torch.dtype, device: torch.device) -> torch.Tensor:
        numel = 1
        for s in shape:
            numel *= s
        key = (name, device, dtype)
        with self._lock:
            buf = self._buffers.get(key)
            if buf is None or buf.numel() < numel:
                buf = self._grow(key, numel, dtype, device)
        return buf[:numel].view(shape)

    def clear(self) -> None:
        with self._lock:
            self._buffers.clear()


_MANAGER = WorkspaceManager()


def get_workspace_manager() -> WorkspaceManager:
    return _MANAGER
