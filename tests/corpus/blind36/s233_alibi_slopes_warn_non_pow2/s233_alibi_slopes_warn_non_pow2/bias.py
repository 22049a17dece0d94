import math
import warnings

import torch


def _pow2_slopes(n: int):
    start = 2 ** (-(2 ** -(math.log2(n) - 3)))
    return [start * (start ** i) for i in range(n)]


def get_alibi_slopes(num_heads: int) -> torch.Tensor:
    if math.log2(num_heads).is_integer():
        slopes = _pow2_slopes(num_heads)
    else:
        warnings.warn(
            f"ALiBi with {num_heads} heads is not a power of two; interpolating slopes",
            stacklevel=2,
        )
        closest = 2 ** math.floor(math.log2(num_heads))
        slopes = _pow2_slopes(closest)
        extra = _pow2_slopes(2 * closest)[0::2][: num_heads - closest]
        slopes = slopes + extra
    return torch.tensor(slopes, dtype=torch.float32)


class AlibiBiasProvider:
    """Builds the [heads, q, k] ALiBi bias for the current tensor-parallel shard."""

    def __init__(self, total_heads: int, tp_rank: int = 0, tp_size: int = 1):
        self.total_heads = total_heads
        self.tp_rank = tp_rank
        self.tp_size = tp_size
        self._slopes = None

    @property
    def heads_per_rank(self):
        return self.total_heads // self.tp_size

    def slopes(self) -> torch.Tensor:
        if self._slopes is None:
            all_slopes = get_alibi_slopes(self.total_heads)
            start = self.tp_rank * self.heads_per_rank
            self._slopes = all_slopes[start:start + self.heads_per_rank]
        return self._slopes

    def bias(self, q_len: int, k_len: int, device) -> torch.Tensor:
        k_pos = torch.arange(k_len, device=device)
        q_pos = torch.arange(k_len - q_len, k_len, device=device)
        rel = (k_pos[None, :] - q_pos[:, None]).float()
        return self.slopes().to(device)[:, None, None] * rel[None]
