"""Writes KV blocks received from the prefill instance into the paged cache."""
from __future__ import annotations

import logging
import time

import torch

from . import envs

logger = logging.getLogger(__name__)


class KVReceiver:
    def __init__(self, num_blocks: int, block_size: int, head_dim: int):
        self.transfer_dtype = getattr(torch, envs.DISAGG_TRANSFER_DTYPE)
        self.block_size = block_size
        self.kv_cache = torch.zeros(2, num_blocks, block_size, head_dim)
        self.bytes_received = 0

    def _trace(self, event: str, nbytes: int) -> None:
        logger.info("disagg %s: %d bytes at %.6f", event, nbytes, time.perf_counter())

    def inject(self, recv: torch.Tensor, block_ids: torch.Tensor) -> torch.Tensor:
        """recv: [2, n, block_size, head_dim] in transfer dtype."""
        if envs.DISAGG_TRACE_TRANSFERS:
            self._trace("inject.begin", recv.numel() * recv.element_size())
        recv = recv.to(self.kv_cache.dtype)
        for kv in range(2):
            self.kv_cache[kv].index_copy_(0, block_ids, recv[kv])
        if envs.DISAGG_TRACE_TRANSFERS:
            self._trace("inject.end", recv.numel() * recv.element_size())
        return self.kv_cache
