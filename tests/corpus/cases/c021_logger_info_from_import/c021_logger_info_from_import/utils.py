import logging

import torch

logger = logging.getLogger(__name__)


def pad_to_multiple(x: torch.Tensor, multiple: int) -> torch.Tensor:
    pad = (-x.shape[0]) % multiple
    logger.info("padding batch of %d tokens by %d", x.shape[0], pad)
    return torch.nn.functional.pad(x, (0, 0, 0, pad))
