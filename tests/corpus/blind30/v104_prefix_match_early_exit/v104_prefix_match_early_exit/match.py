"""Device-side prefix matching between a cached prompt and a new prompt."""
import torch


def common_prefix_len(cached_ids: torch.Tensor, new_ids: torch.Tensor) -> torch.Tensor:
    n = min(cached_ids.shape[-1], new_ids.shape[-1])
    eq = (cached_ids[..., :n] == new_ids[..., :n]).to(torch.int32)
    # cumprod turns the first mismatch and everything after it into zeros
    return eq.cumprod(dim=-1).sum(dim=-1)


def reuse_mask(cached_ids: torch.Tensor, new_ids: torch.Tensor) -> torch.Tensor:
    matched = common_prefix_len(cached_ids, new_ids)
    if matched.max() == 0:
        # full miss: nothing to reuse, every position is recomputed
        return torch.ones_like(new_ids, dtype=torch.bool)
    pos = torch.arange(new_ids.shape[-1], device=new_ids.device)
    return pos[None, :] >= matched[:, None]


def reuse_fraction(cached_ids: torch.Tensor, new_ids: torch.Tensor) -> torch.Tensor:
    """Fraction of the new prompt covered by the cached prefix (for dashboards)."""
    matched = common_prefix_len(cached_ids, new_ids).to(torch.float32)
    return matched / new_ids.shape[-1]


def refresh_cache(cached_ids: torch.Tensor, new_ids: torch.Tensor) -> torch.Tensor:
    """The prompt the cache should hold after serving ``new_ids``."""
    n = min(cached_ids.shape[-1], new_ids.shape[-1])
    return torch.cat([new_ids[..., :n], cached_ids[..., n:]], dim=-1)
