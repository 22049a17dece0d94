"""Locally-typical sampling (Meister et al.) as a logits warper."""
import torch


class TypicalWarper:
    def __init__(self, min_tokens_to_keep: int = 1, filter_value: float = -float("inf")):
        self.min_tokens_to_keep = min_tokens_to_keep
        self.filter_value = filter_value

    @staticmethod
    def _entropy(log_probs: torch.Tensor) -> torch.Tensor:
        return -(log_probs.exp() * log_probs).nansum(-1, keepdim=True)

    def _cutoff_index(self, cum_probs: torch.Tensor, mass: torch.Tensor) -> torch.Tensor:
        below = (cum_probs < mass.unsqueeze(-1)).sum(dim=1)
        return below.clamp(max=cum_probs.shape[-1] - 1)

    def __call__(self, logits: torch.Tensor, mass: torch.Tensor) -> torch.Tensor:
        log_probs = torch.log_softmax(logits, dim=-1)
        shifted = (-log_probs - self._entropy(log_probs)).abs()
        sorted_scores, sorted_idx = torch.sort(shifted, descending=False)
        cum_probs = logits.gather(-1, sorted_idx).softmax(dim=-1).cumsum(dim=-1)
        last_ind = self._cutoff_index(cum_probs, mass)
        thresholds = sorted_scores.gather(1, last_ind.view(-1, 1))
        remove_sorted = sorted_scores > thresholds
        remove_sorted[..., : self.min_tokens_to_keep] = False
        remove = remove_sorted.scatter(1, sorted_idx, remove_sorted)
        # Rows that remove everything except the top token fall back to greedy.
        degenerate = torch.nonzero(remove.sum(-1) == logits.shape[-1] - 1).squeeze(-1)
        out = logits.masked_fill(remove, self.filter_value)
        if degenerate.numel() > 0:
            out[degenerate] = logits[degenerate]
        return out
