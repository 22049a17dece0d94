import logging

import torch

logger = logging.getLogger(__name__)


def strip_vocab_padding(logits: torch.Tensor, org_vocab: int) -> torch.Tensor:
    padded = logits.shape[-1]
    if padded != org_vocab:
        logger.debug("stripping %d padded logits", padded - org_vocab)
        logits = logits[..., :org_vocab]
    return logits


def mask_padded_logits(logits: torch.Tensor, org_vocab: int) -> torch.Tensor:
    if logits.shape[-1] == org_vocab:
        return logits
    logits = logits.clone()
    logits[..., org_vocab:] = float("-inf")
    return logits
