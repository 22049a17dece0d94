import logging

import torch

logger = logging.getLogger(__name__)


def mask_padded_vocab(logits: torch.Tensor, grammar_vocab_size: int) -> torch.Tensor:
    """Reject the LM-head padding columns that no grammar can ever allow."""
    padded = logits.shape[-1] - grammar_vocab_size
    if padded <= 0:
        return logits
    logger.debug("Masking %d padded vocab entries beyond grammar vocab %d", padded, grammar_vocab_size)
    logits[..., grammar_vocab_size:] = float("-inf")
    return logits


def unpack_bitmask(bitmask: torch.Tensor, bits_per_word: int, vocab_size: int) -> torch.Tensor:
    """int32 words (B, W) -> bool 'rejected' mask (B, vocab_size)."""
    shifts = torch.arange(bits_per_word, dtype=torch.int32, device=bitmask.device)
    bits = (bitmask.unsqueeze(-1) >> shifts) & 1
    return (bits == 0).flatten(start_dim=-2)[..., :vocab_size]
