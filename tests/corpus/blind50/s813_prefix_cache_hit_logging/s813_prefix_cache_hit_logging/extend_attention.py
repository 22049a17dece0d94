import torch

from .radix_stats import PrefixCacheStats

_prefix_cache_stats = PrefixCacheStats()


def _gather_extend_tokens(q: torch.Tensor, extend_lens: torch.Tensor) -> torch.Tensor:
    mask = torch.arange(q.shape[0]).unsqueeze(-1) < extend_lens.unsqueeze(0)
    return q * mask.any(dim=-1, keepdim=True).to(q.dtype)


@torch.compile(fullgraph=True)
def forward_extend(
    q: torch.Tensor,
    k: torch.Tensor,
    prefix_lens: torch.Tensor,
    extend_lens: torch.Tensor,
) -> torch.Tensor:
    q = _gather_extend_tokens(q, extend_lens)
    scores = (q @ k.transpose(0, 1)) * (q.shape[-1] ** -0.5)
    out = torch.softmax(scores, dim=-1) @ k
    _prefix_cache_stats.record(prefix_lens.float(), extend_lens.float())
    return out
