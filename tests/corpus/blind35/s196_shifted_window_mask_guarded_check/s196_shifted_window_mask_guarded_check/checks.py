import logging

import torch

logger = logging.getLogger(__name__)


def validate_attn_mask(mask, num_windows):
    """Eager-only sanity check; a no-op inside compiled graphs."""
    if torch.compiler.is_compiling():
        return mask
    blocked = int((mask < 0).sum().item())
    if mask.shape[0] != num_windows:
        raise ValueError(f"mask has {mask.shape[0]} windows, expected {num_windows}")
    logger.info("shifted-window mask: %d windows, %d blocked pairs", num_windows, blocked)
    return mask
