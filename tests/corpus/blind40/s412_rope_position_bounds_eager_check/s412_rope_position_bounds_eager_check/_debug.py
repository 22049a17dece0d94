import logging
import os

import torch

logger = logging.getLogger(__name__)

# Read once at import time; the serving engine sets this for debugging.
STRICT_POSITION_CHECKS = os.environ.get("S412_STRICT_POSITION_CHECKS", "1") == "1"


def validate_positions(positions: torch.Tensor, max_position: int, layer_name: str) -> None:
    """Host-side sanity check of position ids. Synchronises with the device."""
    max_pos = int(positions.max().item())
    min_pos = int(positions.min().item())
    if min_pos < 0 or max_pos >= max_position:
        logger.error("%s: positions out of range [%d, %d] (max_position=%d)", layer_name, min_pos, max_pos, max_position)
        raise ValueError(
            f"{layer_name}: position ids must lie in [0, {max_position}), got [{min_pos}, {max_pos}]"
        )
    logger.debug("%s: positions ok (%d..%d)", layer_name, min_pos, max_pos)
