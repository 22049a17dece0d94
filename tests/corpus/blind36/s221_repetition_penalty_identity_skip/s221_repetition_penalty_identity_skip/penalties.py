import torch


def _bin_counts(output_ids: torch.Tensor, vocab_size: int) -> torch.Tensor:
    """Per-row histogram of previously generated tokens."""
    counts = torch.zeros(
        output_ids.shape[0], vocab_size, dtype=torch.long, device=output_ids.device
    )
    counts.scatter_add_(1, output_ids, torch.ones_like(output_ids))
    return counts


def _all_identity(penalties: torch.Tensor) -> bool:
    # Fast path: most batches have no request with a repetition penalty.
    return bool(torch.all(penalties == 1.0))


def apply_repetition_penalty(
    logits: torch.Tensor,
    output_ids: torch.Tensor,
    penalties: torch.Tensor,
) -> torch.Tensor:
    if _all_identity(penalties):
        return logits
    vocab_size = logits.shape[-1]
    seen = _bin_counts(output_ids, vocab_size) > 0
    p = penalties.unsqueeze(1).expand_as(logits)
    penalised = torch.where(logits > 0, logits / p, logits * p)
    return torch.where(seen, penalised, logits)
