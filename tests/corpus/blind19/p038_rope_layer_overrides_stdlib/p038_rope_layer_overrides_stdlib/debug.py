import logging
import os

import torch

logger = logging.getLogger(__name__)

# read once at import; flipping the env var later has no effect
CHECK_NUMERICS = os.environ.get("P038_CHECK_NUMERICS", "0") == "1"


def check_finite(name: str, t: torch.Tensor) -> None:
    if torch.isnan(t).any() or torch.isinf(t).any():
        bad = int((~torch.isfinite(t)).sum().item())
        logger.warning("%s: %d non-finite values", name, bad)
        raise FloatingPointError(name)
