import torch

from .config import EvictionConfig


def accumulate_scores(attn_probs: torch.Tensor) -> torch.Tensor:
    # sum over heads and query positions -> [batch, kv_len]
    return attn_probs.sum(dim=(1, 2))


def _adaptive_budget(scores: torch.Tensor, cfg: EvictionConfig) -> int:
    """Smallest number of tokens that covers `mass_threshold` of attention."""
    sorted_scores, _ = torch.sort(scores, dim=-1, descending=True)
    cdf = sorted_scores.cumsum(-1) / sorted_scores.sum(-1, keepdim=True)
    covered = (cdf < cfg.mass_threshold).sum(-1).max()
    return max(int(covered.item()), cfg.min_heavy)


class HeavyHitterSelector:
    def __init__(self, cfg: EvictionConfig):
        self.cfg = cfg

    def protected_mask(self, kv_len: int, device) -> torch.Tensor:
        pos = torch.arange(kv_len, device=device)
        sinks = pos < self.cfg.num_sink_tokens
        recent = pos >= kv_len - self.cfg.recent_window
        return sinks | recent

    def select(self, attn_probs: torch.Tensor) -> torch.Tensor:
        scores = accumulate_scores(attn_probs)
        kv_len = scores.shape[-1]
        protected = self.protected_mask(kv_len, scores.device)
        scores = scores.masked_fill(protected, float("-inf"))
        k = _adaptive_budget(scores.clamp_min(0), self.cfg)
        idx = scores.topk(k, dim=-1).indices
        keep = protected.expand_as(scores).clone()
        keep.scatter_(-1, idx, True)
        return keep
