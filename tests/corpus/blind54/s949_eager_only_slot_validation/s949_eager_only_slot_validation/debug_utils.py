import functools
import logging

import torch

logger = logging.getLogger(__name__)


def eager_only(fn):
    """Run ``fn`` only outside of torch.compile tracing (debug checks, stats)."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        if torch.compiler.is_compiling():
            return None
        return fn(*args, **kwargs)

    return wrapper


@eager_only
def validate_slot_mapping(slot_mapping: torch.Tensor, num_slots: int, block_table: torch.Tensor) -> None:
    slots = slot_mapping.tolist()
    bad = [s for s in slots if s >= num_slots]
    if bad:
        logger.error("block table %s produced out-of-range slots %s", block_table.tolist(), bad)
        raise IndexError(f"slot mapping exceeds KV cache capacity ({num_slots} slots)")
    logger.debug("validated %d slots", len(slots))
