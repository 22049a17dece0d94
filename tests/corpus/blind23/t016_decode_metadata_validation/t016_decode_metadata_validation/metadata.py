from __future__ import annotations

import logging
from dataclasses import dataclass

import torch

from . import envs

logger = logging.getLogger(__name__)


def _under_graph_capture() -> bool:
    # Host syncs are illegal while dynamo traces or a CUDA graph is recorded.
    return torch.compiler.is_compiling()


@dataclass
class DecodeMetadata:
    seq_lens: torch.Tensor
    block_tables: torch.Tensor
    slot_mapping: torch.Tensor
    max_blocks: int


class MetadataValidationError(ValueError):
    pass


class DecodeMetadataBuilder:
    def __init__(self, block_size: int, num_blocks: int):
        self.block_size = block_size
        self.num_blocks = num_blocks

    def _check(self, meta: DecodeMetadata) -> None:
        seq_lens = meta.seq_lens.tolist()
        for i, n in enumerate(seq_lens):
            needed = (n + self.block_size - 1) // self.block_size
            if needed > meta.max_blocks:
                raise MetadataValidationError(
                    f"seq {i}: length {n} needs {needed} blocks, table has {meta.max_blocks}"
                )
        bad = (meta.block_tables >= self.num_blocks).nonzero()
        if bad.numel():
            raise MetadataValidationError(f"block ids out of range at {bad.tolist()}")
        logger.debug("decode metadata ok: %d seqs, max len %d", len(seq_lens), max(seq_lens))

    def maybe_validate(self, meta: DecodeMetadata) -> None:
        if _under_graph_capture() or not envs.VALIDATE_ATTN_METADATA:
            return
        self._check(meta)

    def build(self, seq_lens: torch.Tensor, block_tables: torch.Tensor) -> DecodeMetadata:
        last_pos = seq_lens - 1
        blocks = block_tables.gather(1, (last_pos // self.block_size).unsqueeze(1)).squeeze(1)
        slot_mapping = blocks * self.block_size + last_pos % self.block_size
        meta = DecodeMetadata(seq_lens, block_tables, slot_mapping, block_tables.shape[1])
        self.maybe_validate(meta)
        return meta
