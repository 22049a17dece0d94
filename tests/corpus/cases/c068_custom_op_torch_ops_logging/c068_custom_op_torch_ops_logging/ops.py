import logging
import time

import torch

logger = logging.getLogger(__name__)


@torch.library.custom_op("corpus_c068::moe_align", mutates_args=())
def moe_align(topk_ids: torch.Tensor, num_experts: int) -> torch.Tensor:
    t0 = time.perf_counter()
    counts = torch.bincount(topk_ids.flatten(), minlength=num_experts)
    logger.debug("moe_align took %.3fs", time.perf_counter() - t0)
    return counts


@moe_align.register_fake
def _moe_align_fake(topk_ids: torch.Tensor, num_experts: int) -> torch.Tensor:
    return topk_ids.new_empty(num_experts)
