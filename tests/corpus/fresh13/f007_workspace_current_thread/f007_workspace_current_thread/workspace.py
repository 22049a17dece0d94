import threading

import torch


class WorkspaceManager:
    """Per-thread scratch buffers, reused across decode steps."""

    def __init__(self):
        self._buffers: dict[str, torch.Tensor] = {}

    def _key(self, tag: str) -> str:
        return f"{threading.current_thread().name}:{tag}"

    def get(self, tag: str, numel: int, dtype: torch.dtype) -> torch.Tensor:
        key = self._key(tag)
        buf = self._buffers.get(key)
        if buf is None or buf.numel() < numel or buf.dtype != dtype:
            buf = torch.empty(numel, dtype=dtype)
            self._buffers[key] = buf
        return buf[:numel]


WORKSPACE = WorkspaceManager()
