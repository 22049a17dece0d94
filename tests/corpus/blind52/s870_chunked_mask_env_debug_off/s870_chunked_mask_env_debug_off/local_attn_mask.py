import logging
from typing import Dict, Tuple

import torch

from . import envs

logger = logging.getLogger(__name__)

_CHUNKED_MASK_CACHE: Dict[Tuple[int, int], torch.Tensor] = {}


def _dump_mask(mask: torch.Tensor, chunk_size: int) -> None:
    rows = mask.to(torch.int8).tolist()
    logger.info("chunked mask (chunk=%d):\n%s", chunk_size, "\n".join(map(str, rows)))


def _make_chunked_causal_mask(seq_len: int, chunk_size: int, device) -> torch.Tensor:
    pos = torch.arange(seq_len, device=device)
    chunk_id = pos // chunk_size
    same_chunk = chunk_id[:, None] == chunk_id[None, :]
    causal = pos[None, :] <= pos[:, None]
    return same_chunk & causal


def get_chunked_causal_mask(seq_len: int, chunk_size: int, device) -> torch.Tensor:
    key = (seq_len, chunk_size)
    mask = _CHUNKED_MASK_CACHE.get(key)
    if mask is None:
        mask = _make_chunked_causal_mask(seq_len, chunk_size, device)
        if len(_CHUNKED_MASK_CACHE) >= envs.VLLM_MASK_CACHE_SIZE:
            logger.warning("chunked mask cache full (%d entries), clearing", len(_CHUNKED_MASK_CACHE))
            _CHUNKED_MASK_CACHE.clear()
        _CHUNKED_MASK_CACHE[key] = mask
        if envs.VLLM_DEBUG_ATTN_MASKS:
            _dump_mask(mask, chunk_size)
    return mask
