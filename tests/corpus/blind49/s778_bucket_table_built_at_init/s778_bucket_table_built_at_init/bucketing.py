import bisect
import logging
from typing import List, Optional

import torch

from .utils import default_capture_bs, get_max_capture_bs, next_power_of_2

logger = logging.getLogger(__name__)


class BatchBucketer:
    def __init__(self, capture_bs: Optional[List[int]] = None, num_heads: int = 2):
        max_bs = get_max_capture_bs()
        self.capture_bs = capture_bs or default_capture_bs(max_bs)
        self.max_bs = self.capture_bs[-1]
        self.bs_to_bucket = [0] * (self.max_bs + 1)
        for bs in range(self.max_bs + 1):
            idx = bisect.bisect_left(self.capture_bs, bs)
            self.bs_to_bucket[bs] = self.capture_bs[idx]
        self.num_heads = num_heads
        logger.info("cuda graph buckets: %s", self.capture_bs)

    def bucket_for(self, raw_bs: int) -> int:
        if raw_bs > self.max_bs:
            return raw_bs
        return self.bs_to_bucket[raw_bs]

    def split_kv_chunks(self, raw_bs: int) -> int:
        return next_power_of_2(max(1, self.num_heads * raw_bs))

    def pad(self, x: torch.Tensor, fill_value=0) -> torch.Tensor:
        raw_bs = x.shape[0]
        bs = self.bucket_for(raw_bs)
        out = x.new_full((bs,) + tuple(x.shape[1:]), fill_value)
        out[:raw_bs] = x
        return out
