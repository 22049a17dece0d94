"""Process-wide scratch buffers for quantization kernels.

Kernels that need a temporary (quantized activations, per-token scales) borrow
it from here instead of allocating on every call; the buffers grow on demand.
"""
import threading
from typing import Dict, Tuple

import torch


class WorkspaceManager:
    def __init__(self):
        self._lock = threading.Lock()
        self._buffers: Dict[Tuple[str, torch.dtype], torch.Tensor] = {}

    def get(self, name: str, numel: int, dtype: torch.dtype, device: torch.device) -> torch.Tensor:
        key = (name, dtype)
        with self._lock:
            buf = self._buffers.get(key)
            if buf is None or buf.numel() < numel:
                buf = torch.empty(max(numel, 1024), dtype=dtype, device=device)
                self._buffers[key] = buf
        return buf[:numel]

    def clear(self) -> None:
        with self._lock:
            self._buffers.clear()


_GLOBAL_WORKSPACE = None


def get_workspace_manager() -> WorkspaceManager:
    global _GLOBAL_WORKSPACE
    if _GLOBAL_WORKSPACE is None:
        _GLOBAL_WORKSPACE = WorkspaceManager()
    return _GLOBAL_WORKSPACE
