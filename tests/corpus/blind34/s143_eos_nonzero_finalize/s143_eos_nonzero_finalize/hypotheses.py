"""Finished-hypothesis bookkeeping kept as fixed-size tensors per batch row."""
import torch


def length_normalize(scores: torch.Tensor, lengths: torch.Tensor, alpha: float) -> torch.Tensor:
    # GNMT length penalty: ((5 + len) / 6) ** alpha
    lp = ((5.0 + lengths.to(scores.dtype)) / 6.0) ** alpha
    return scores / lp


class FinishedPool:
    def __init__(self, batch: int, n_best: int, alpha: float = 0.6):
        self.batch = batch
        self.n_best = n_best
        self.alpha = alpha

    def collect(self, pool_scores, cand_scores, cand_tokens, cand_lengths, eos_id: int):
        """Merge candidates that emitted EOS into the per-row n-best pool."""
        is_eos = cand_tokens == eos_id
        # only the rows/candidates that actually finished need normalisation
        hits = is_eos.nonzero(as_tuple=False)
        rows, cols = hits[:, 0], hits[:, 1]
        normed = length_normalize(cand_scores[rows, cols], cand_lengths[rows, cols], self.alpha)
        finished = torch.full_like(cand_scores, float("-inf"))
        finished[rows, cols] = normed
        merged = torch.cat([pool_scores, finished], dim=-1)
        return torch.topk(merged, self.n_best, dim=-1).values

    def best(self, pool_scores: torch.Tensor) -> torch.Tensor:
        """Best finished score per row (-inf where nothing finished yet)."""
        return pool_scores.amax(dim=-1)
