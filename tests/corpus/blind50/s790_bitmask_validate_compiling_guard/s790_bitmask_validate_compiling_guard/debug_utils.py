import logging
import os

import numpy as np
import torch

logger = logging.getLogger(__name__)


def validate_bitmask(bitmask: torch.Tensor, vocab_size: int) -> None:
    if bitmask.dtype != torch.int32:
        raise TypeError(f"grammar bitmask must be int32, got {bitmask.dtype}")
    empty_rows = [i for i, row in enumerate(bitmask.tolist()) if not any(row)]
    if empty_rows:
        logger.warning("Grammar bitmask rows %s allow no token out of %d", empty_rows, vocab_size)


def dump_bitmask(bitmask: torch.Tensor, dump_dir: str, step: int) -> str:
    os.makedirs(dump_dir, exist_ok=True)
    path = os.path.join(dump_dir, f"bitmask_{step:06d}.npy")
    np.save(path, bitmask.cpu().numpy())
    logger.info("dumped grammar bitmask to %s", path)
    return path
