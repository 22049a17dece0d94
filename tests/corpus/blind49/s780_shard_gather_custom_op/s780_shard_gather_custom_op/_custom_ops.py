import bisect
import logging
from typing import List

import numpy as np
import torch

logger = logging.getLogger(__name__)


def _padded_bs(raw_bs: int, capture_bs: List[int]) -> int:
    idx = bisect.bisect_left(capture_bs, raw_bs)
    return capture_bs[idx] if idx < len(capture_bs) else raw_bs


@torch.library.custom_op("corpus_s780::pad_batch_to_bucket", mutates_args=())
def pad_batch_to_bucket(x: torch.Tensor, capture_bs: List[int]) -> torch.Tensor:
    bs = _padded_bs(x.shape[0], capture_bs)
    out = x.new_zeros((bs,) + tuple(x.shape[1:]))
    out[: x.shape[0]] = x
    return out


@pad_batch_to_bucket.register_fake
def _(x, capture_bs):
    bs = _padded_bs(x.shape[0], capture_bs)
    return x.new_empty((bs,) + tuple(x.shape[1:]))


@torch.library.custom_op("corpus_s780::gather_unpadded_vocab", mutates_args=())
def gather_unpadded_vocab(logits: torch.Tensor, shard_sizes: List[int], padded_shard_size: int) -> torch.Tensor:
    offsets = np.arange(len(shard_sizes)) * padded_shard_size
    index = np.concatenate([np.arange(size) + off for size, off in zip(shard_sizes, offsets)])
    logger.debug("gathering %d of %d vocab columns", index.size, logits.shape[-1])
    return logits.index_select(-1, torch.from_numpy(index).to(logits.device)).contiguous()


@gather_unpadded_vocab.register_fake
def _(logits, shard_sizes, padded_shard_size):
    return logits.new_empty(logits.shape[:-1] + (sum(shard_sizes),))
