import logging

import torch

from . import envs

logger = logging.getLogger(__name__)

_history = []


def check_balance(topk_idx: torch.Tensor, num_experts: int) -> None:
    """Debug-only sanity check that no expert is starved."""
    if envs.MOE_DEBUG_ROUTING:
        counts = torch.bincount(topk_idx.flatten(), minlength=num_experts)
        if counts.min().item() == 0:
            logger.warning("expert starved: counts=%s", counts.tolist())
            print("routing histogram", counts)


def record_usage(topk_idx: torch.Tensor, num_experts: int) -> None:
    """Eager-only bookkeeping; skipped while dynamo traces."""
    if envs.MOE_RECORD_STATS and not torch.compiler.is_compiling():
        _history.append(torch.bincount(topk_idx.flatten(), minlength=num_experts).tolist())
        logger.info("recorded %d routing steps", len(_history))
