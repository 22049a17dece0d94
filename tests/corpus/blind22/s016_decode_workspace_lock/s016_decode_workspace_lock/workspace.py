from __future__ import annotations

import threading
from typing import Dict, Optional, Tuple

import torch

_DEFAULT_WORKSPACE_BYTES = 128 * 1024 * 1024


class WorkspaceManager:
    """One float workspace per (device, dtype), shared by all wrappers.

    Several scheduler threads may build wrappers concurrently, so buffer
    creation and growth happen under a lock.
    """

    _instance: Optional["WorkspaceManager"] = None
    _instance_lock = threading.Lock()

    def __init__(self) -> None:
        self._buffers: Dict[Tuple[str, torch.dtype], torch.Tensor] = {}
        self._lock = threading.RLock()

    @classmethod
    def instance(cls) -> "WorkspaceManager":
        if cls._instance is None:
            with cls._instance_lock:
                if cls._instance is None:
                    cls._instance = cls()
        return cls._instance

    def get(self, numel: int, dtype: torch.dtype, device: torch.device) -> torch.Tensor:
        key = (str(device), dtype)
        with self._lock:
            buf = self._buffers.get(key)
            if buf is None or buf.numel() < numel:
                buf = torch.empty(max(numel, 1024), dtype=dtype, device=device)
                self._buffers[key] = buf
        return buf[:numel]

    def clear(self) -> None:
        with self._lock:
            self._buffers.clear()


WorkspaceManager.instance()
