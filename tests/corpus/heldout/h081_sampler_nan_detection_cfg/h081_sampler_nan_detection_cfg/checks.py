import logging

import torch

logger = logging.getLogger(__name__)


@torch.compiler.disable
def crash_on_nan_logits(logits: torch.Tensor) -> None:
    bad = torch.isnan(logits).any(dim=-1)
    if bad.any():
        rows = bad.nonzero().flatten().tolist()
        logger.error("NaN in logits for rows %s", rows)
        raise ValueError("Detected errors during sampling! NaN in the logits.")
