import torch

from .ops import select_tokens


def gather_tokens(cache: torch.Tensor, idx: torch.Tensor) -> torch.Tensor:
    # cache [b, s, d], idx [b, k] -> [b, k, d]
    return torch.gather(cache, 1, idx.unsqueeze(-1).expand(-1, -1, cache.shape[-1]))


class TopKTokenSparsity:
    def __init__(self, k: int, num_sinks: int = 1):
        self.k = k
        self.num_sinks = num_sinks

    def token_scores(self, q, k_cache):
        scores = (q @ k_cache.transpose(-1, -2)).squeeze(1)
        # always keep sink tokens
        boost = torch.zeros_like(scores)
        boost[:, : self.num_sinks] = float("inf")
        return scores + boost

    def select(self, q, k_cache, v_cache):
        idx = select_tokens(self.token_scores(q, k_cache), self.k)
        return gather_tokens(k_cache, idx), gather_tokens(v_cache, idx)
