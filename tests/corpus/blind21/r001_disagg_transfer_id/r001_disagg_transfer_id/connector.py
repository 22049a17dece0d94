"""Connector that stages per-layer KV into a contiguous send buffer."""
from __future__ import annotations

from typing import Dict, List

import torch

from .descriptors import KVTransferDescriptor


class KVStagingConnector:
    def __init__(self, num_layers: int, block_size: int, remote_engine: str = "decode-0"):
        self.num_layers = num_layers
        self.block_size = block_size
        self.remote_engine = remote_engine
        self.pending: Dict[int, List[KVTransferDescriptor]] = {}

    def _describe(self, layer_idx: int, num_tokens: int) -> KVTransferDescriptor:
        num_blocks = (num_tokens + self.block_size - 1) // self.block_size
        return KVTransferDescriptor(
            layer_idx=layer_idx,
            num_blocks=num_blocks,
            block_size=self.block_size,
            remote_engine=self.remote_engine,
        )

    def stage_layer(self, layer_idx: int, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        desc = self._describe(layer_idx, k.shape[0])
        self.pending.setdefault(layer_idx, []).append(desc.mark_staged())
        # pad up to a whole number of blocks so the receiver can scatter by block
        pad = desc.num_tokens - k.shape[0]
        kv = torch.stack([k, v], dim=0)
        if pad:
            kv = torch.nn.functional.pad(kv, (0, 0, 0, pad))
        return kv.reshape(2, desc.num_blocks, self.block_size, -1)
