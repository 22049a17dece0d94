import logging

import torch

logger = logging.getLogger(__name__)


class TokenIdOutOfRange(ValueError):
    pass


def check_token_ids(input_ids: torch.Tensor, vocab_size: int) -> None:
    """Eager-mode sanity check; costs a device sync so skip it under compile."""
    if torch.compiler.is_compiling():
        return
    hi = int(input_ids.max().item())
    lo = int(input_ids.min().item())
    if lo < 0 or hi >= vocab_size:
        logger.error("token ids out of range [%d, %d] for vocab %d", lo, hi, vocab_size)
        raise TokenIdOutOfRange(f"ids in [{lo}, {hi}] but vocab_size={vocab_size}")
