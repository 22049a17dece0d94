"""Block-copy kernel.

On GPU builds this dispatches to a fused kernel; the portable fallback below
walks the mapping on the host.  It is registered as a custom op so that the
compiler treats it as one opaque call with a known (in-place) effect.
"""
from __future__ import annotations

import logging

import torch

logger = logging.getLogger(__name__)

_OP_NAMESPACE = "corpus_p007"


def _host_copy_blocks(kv_cache: torch.Tensor, block_mapping: torch.Tensor) -> int:
    pairs = block_mapping.tolist()
    num_blocks = kv_cache.shape[1]
    copied = 0
    for src, dst in pairs:
        if src == dst:
            continue
        if not (0 <= src < num_blocks and 0 <= dst < num_blocks):
            logger.warning("skipping out-of-range block copy %d -> %d", src, dst)
            continue
        kv_cache[:, dst].copy_(kv_cache[:, src])
        copied += 1
    return copied


@torch.library.custom_op(f"{_OP_NAMESPACE}::copy_blocks", mutates_args=("kv_cache",))
def copy_blocks(kv_cache: torch.Tensor, block_mapping: torch.Tensor) -> None:
    if block_mapping.numel() == 0:
        return
    _host_copy_blocks(kv_cache, block_mapping.cpu())


@copy_blocks.register_fake
def _(kv_cache, block_mapping):
    return None
