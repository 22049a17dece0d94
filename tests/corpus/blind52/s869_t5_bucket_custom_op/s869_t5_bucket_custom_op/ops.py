import logging
import math

import numpy as np
import torch

logger = logging.getLogger(__name__)


def _bucket_table(max_len: int, bidirectional: bool, num_buckets: int, max_distance: int) -> np.ndarray:
    rel = np.arange(-max_len + 1, max_len, dtype=np.int64)
    ret = np.zeros_like(rel)
    n = rel.copy()
    if bidirectional:
        num_buckets //= 2
        ret += (n > 0).astype(np.int64) * num_buckets
        n = np.abs(n)
    else:
        n = -np.minimum(n, 0)
    max_exact = num_buckets // 2
    is_small = n < max_exact
    with np.errstate(divide="ignore"):
        val_if_large = max_exact + (
            np.log(np.maximum(n, 1) / max_exact)
            / math.log(max_distance / max_exact)
            * (num_buckets - max_exact)
        ).astype(np.int64)
    val_if_large = np.minimum(val_if_large, num_buckets - 1)
    ret += np.where(is_small, n, val_if_large)
    return ret


@torch.library.custom_op("corpus_s869::relative_position_bucket", mutates_args=())
def relative_position_bucket(
    relative_position: torch.Tensor,
    bidirectional: bool,
    num_buckets: int,
    max_distance: int,
) -> torch.Tensor:
    rel = relative_position.cpu().numpy()
    max_len = int(np.abs(rel).max()) + 1
    table = _bucket_table(max_len, bidirectional, num_buckets, max_distance)
    if table.max() >= num_buckets:
        logger.warning("bucket table overflow for num_buckets=%d", num_buckets)
    out = table[rel + max_len - 1]
    return torch.from_numpy(out).to(relative_position.device)


@relative_position_bucket.register_fake
def _(relative_position, bidirectional, num_buckets, max_distance):
    return torch.empty_like(relative_position, dtype=torch.long)
