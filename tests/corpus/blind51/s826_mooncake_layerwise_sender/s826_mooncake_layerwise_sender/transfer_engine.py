import ctypes
import socket
from typing import Optional

import torch


class _LoopbackTransferEngine:
    """In-process stand-in for mooncake.engine.TransferEngine."""

    def __init__(self) -> None:
        self._registered: dict[int, int] = {}
        self._rpc_port = 17777

    def get_rpc_port(self) -> int:
        return self._rpc_port

    def register_memory(self, ptr: int, length: int) -> int:
        self._registered[ptr] = length
        return 0

    def batch_transfer_sync_write(self, session_id: str, src: list[int],
                                  dst: list[int], lengths: list[int]) -> int:
        for s, d, n in zip(src, dst, lengths):
            ctypes.memmove(d, s, n)
        return 0


class MooncakeTransferEngine:

    def __init__(self, hostname: Optional[str] = None, gpu_id: int = 0) -> None:
        self.engine = _LoopbackTransferEngine()
        self.hostname = hostname or socket.gethostname()
        self.gpu_id = gpu_id
        self.session_id = f"{self.hostname}:{self.engine.get_rpc_port()}"

    def register(self, ptr: int, length: int) -> None:
        ret = self.engine.register_memory(ptr, length)
        if ret != 0:
            raise RuntimeError("Mooncake memory registration failed.")

    @torch.compiler.disable
    def batch_transfer_sync(self, session_id: str, buffers: list[int],
                            peer_buffer_addresses: list[int],
                            lengths: list[int]) -> int:
        return self.engine.batch_transfer_sync_write(
            session_id, buffers, peer_buffer_addresses, lengths)
