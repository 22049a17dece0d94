"""Micro-batch merge kernel exposed as a custom op (host-side bookkeeping stays out of the graph)."""
import logging
from typing import List

import torch

logger = logging.getLogger(__name__)


@torch.library.custom_op("blind45_s589::pack_microbatches", mutates_args=())
def pack_microbatches(chunks: List[torch.Tensor], valid_lens: torch.Tensor) -> torch.Tensor:
    """Concatenate the valid rows of every padded micro-batch, zero-fill the tail.

    The result has as many rows as all chunks together so the graph keeps a static shape.
    """
    total_rows = sum(c.shape[0] for c in chunks)
    packed = []
    for chunk, n in zip(chunks, valid_lens.tolist()):
        if n == 0:
            logger.warning("padding-only micro-batch in pack (%d rows)", chunk.shape[0])
            continue
        packed.append(chunk[:n])
    out = torch.cat(packed, dim=0) if packed else chunks[0].new_empty((0, chunks[0].shape[1]))
    pad = out.new_zeros((total_rows - out.shape[0], out.shape[1]))
    return torch.cat([out, pad], dim=0)


@pack_microbatches.register_fake
def _(chunks: List[torch.Tensor], valid_lens: torch.Tensor) -> torch.Tensor:
    return torch.empty_like(torch.cat(chunks, dim=0))
