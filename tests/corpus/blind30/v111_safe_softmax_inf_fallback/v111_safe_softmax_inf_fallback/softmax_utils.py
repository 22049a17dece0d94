"""Softmax variants that survive fully masked rows and large logits."""
import torch

NEG_INF_FILL = {
    torch.float32: -1e30,
    torch.float16: -6.0e4,
    torch.bfloat16: -1e30,
}


def masked_fill_value(dtype: torch.dtype) -> float:
    return NEG_INF_FILL.get(dtype, -1e30)


def _uniform_fallback(scores: torch.Tensor) -> torch.Tensor:
    # A fully masked row has no defined softmax; spread mass uniformly so the
    # downstream matmul still produces finite output.
    return torch.full_like(scores, 1.0 / scores.shape[-1])


def stable_softmax(scores: torch.Tensor, dim: int = -1) -> torch.Tensor:
    row_max = scores.amax(dim=dim, keepdim=True)
    shifted = scores - row_max.detach()
    exp = shifted.exp()
    return exp / exp.sum(dim=dim, keepdim=True).clamp_min(1e-20)


def safe_masked_softmax(scores: torch.Tensor, mask: torch.Tensor, dim: int = -1) -> torch.Tensor:
    """Softmax over ``scores`` where ``mask`` is False for padded keys."""
    scores = scores.masked_fill(~mask, float("-inf"))
    fully_masked = torch.isinf(scores).all(dim=dim)
    if fully_masked.any():
        scores = torch.where(fully_masked.unsqueeze(dim), _uniform_fallback(scores), scores)
        return stable_softmax(scores.masked_fill(~mask, masked_fill_value(scores.dtype)), dim)
    return stable_softmax(scores, dim)
