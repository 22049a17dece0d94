import torch

from .slope_cache import GLOBAL_SLOPE_CACHE


class AlibiBiasProvider:
    """Builds the (1, H, Lq, Lk) ALiBi bias for a layer."""

    def __init__(self, num_heads: int, tp_rank: int = 0, tp_size: int = 1) -> None:
        self.total_num_heads = num_heads * tp_size
        self.head_start = tp_rank * num_heads
        self.head_end = self.head_start + num_heads

    def slopes(self, dtype: torch.dtype, device: torch.device) -> torch.Tensor:
        all_slopes = GLOBAL_SLOPE_CACHE.get(self.total_num_heads, dtype, device)
        return all_slopes[self.head_start : self.head_end]

    def build(self, q_len: int, k_len: int, dtype: torch.dtype, device: torch.device) -> torch.Tensor:
        slopes = self.slopes(dtype, device)
        k_pos = torch.arange(k_len, device=device, dtype=dtype)
        q_pos = torch.arange(k_len - q_len, k_len, device=device, dtype=dtype)
        rel = k_pos[None, :] - q_pos[:, None]
        causal = torch.ones(q_len, k_len, dtype=torch.bool, device=device).tril(k_len - q_len)
        bias = slopes[:, None, None] * rel[None]
        return bias.masked_fill(~causal, float("-inf")).unsqueeze(0)
