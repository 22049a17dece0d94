import torch

from ..debug import validate_unpermute_indices


class BaseCombiner:
    """Undo the expert-major permutation and reduce the top_k copies of each token."""

    def __init__(self, top_k: int):
        self.top_k = top_k

    def _unpermute(self, expert_out: torch.Tensor, sorted_idx: torch.Tensor) -> torch.Tensor:
        validate_unpermute_indices(sorted_idx, expert_out.shape[0])
        restored = torch.empty_like(expert_out)
        restored[sorted_idx] = expert_out
        return restored

    def _reduce(self, restored: torch.Tensor, topk_weights: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def combine(self, expert_out: torch.Tensor, sorted_idx: torch.Tensor, topk_weights: torch.Tensor) -> torch.Tensor:
        restored = self._unpermute(expert_out, sorted_idx)
        return self._reduce(restored.view(-1, self.top_k, restored.shape[-1]), topk_weights)
