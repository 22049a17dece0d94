import torch


def accepted_prefix_mask(draft_tokens: torch.Tensor, target_tokens: torch.Tensor) -> torch.Tensor:
    """1 for every draft position up to (not including) the first mismatch."""
    match = (draft_tokens == target_tokens[:, : draft_tokens.shape[1]]).to(torch.int32)
    return match.cumprod(dim=-1)


def count_accepted(prefix_mask: torch.Tensor) -> int:
    return int(prefix_mask.sum().item())
