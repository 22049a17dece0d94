import torch

from .config import PENALTY_CONFIG
from .debug import LogitsSanityChecker, log_penalized_tokens

_checker = LogitsSanityChecker() if PENALTY_CONFIG.debug_nan_checks else None


def _bin_counts(token_ids: torch.Tensor, vocab_size: int) -> torch.Tensor:
    counts = torch.zeros(token_ids.shape[0], vocab_size + 1, dtype=logits_dtype_for_counts())
    counts.scatter_add_(1, token_ids.clamp(max=vocab_size), torch.ones_like(token_ids, dtype=counts.dtype))
    return counts[:, :vocab_size]


def logits_dtype_for_counts() -> torch.dtype:
    return torch.float32


def apply_frequency_presence(logits, output_ids, frequency_penalty, presence_penalty):
    counts = _bin_counts(output_ids, PENALTY_CONFIG.vocab_size)
    if PENALTY_CONFIG.log_penalized_tokens:
        log_penalized_tokens(counts)
    logits = logits - frequency_penalty[:, None] * counts
    logits = logits - presence_penalty[:, None] * (counts > 0).to(logits.dtype)
    if _checker is not None:
        _checker.check("frequency_presence", logits)
    return logits


def apply_min_tokens(logits, num_generated, min_tokens):
    eos = torch.tensor(PENALTY_CONFIG.min_tokens_eos_ids, device=logits.device)
    block = (num_generated < min_tokens)[:, None] & torch.isin(
        torch.arange(logits.shape[-1], device=logits.device), eos
    )[None, :]
    return logits.masked_fill(block, float("-inf"))
