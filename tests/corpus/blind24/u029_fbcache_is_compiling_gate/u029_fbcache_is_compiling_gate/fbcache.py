import torch
import torch.nn as nn

from .stats import CacheStats


class FirstBlockCache(nn.Module):
    """Skip blocks 1..N when the first block's residual barely moved since last step."""

    def __init__(self, dim: int, num_tokens: int, threshold: float = 0.08):
        super().__init__()
        self.threshold = threshold
        self.stats = CacheStats("fbcache")
        self.register_buffer("prev_first_residual", torch.zeros(1, num_tokens, dim), persistent=False)
        self.register_buffer("tail_residual", torch.zeros(1, num_tokens, dim), persistent=False)

    def relative_diff(self, first_residual: torch.Tensor) -> torch.Tensor:
        prev = self.prev_first_residual
        return (first_residual - prev).abs().mean() / prev.abs().mean().clamp_min(1e-6)

    def can_use_cache(self, first_residual: torch.Tensor) -> bool:
        if torch.compiler.is_compiling():
            # inside a compiled graph the decision would be data-dependent; the
            # compiled path always recomputes and only refreshes the buffers
            return False
        diff = self.relative_diff(first_residual).item()
        hit = diff < self.threshold
        self.stats.record(hit, diff)
        return hit

    def update(self, first_residual: torch.Tensor, tail_residual: torch.Tensor) -> None:
        self.prev_first_residual.copy_(first_residual.mean(0, keepdim=True))
        self.tail_residual.copy_(tail_residual.mean(0, keepdim=True))
