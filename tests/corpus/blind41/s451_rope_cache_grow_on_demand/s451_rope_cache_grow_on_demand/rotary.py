import torch
from torch import nn


def _compute_inv_freq(head_dim: int, base: float) -> torch.Tensor:
    exponent = torch.arange(0, head_dim, 2, dtype=torch.float32) / head_dim
    return 1.0 / (base ** exponent)


class DynamicCacheRotaryEmbedding(nn.Module):
    """Rotary embedding whose cos/sin tables are (re)built when a longer
    position shows up, instead of allocating max_position_embeddings up front."""

    def __init__(self, head_dim: int, initial_len: int, max_position: int, base: float) -> None:
        super().__init__()
        self.head_dim = head_dim
        self.max_position = max_position
        self.register_buffer("inv_freq", _compute_inv_freq(head_dim, base), persistent=False)
        self.max_seq_len_cached = 0
        self._set_cos_sin_cache(initial_len)

    def _set_cos_sin_cache(self, seq_len: int) -> None:
        self.max_seq_len_cached = seq_len
        t = torch.arange(seq_len, dtype=self.inv_freq.dtype, device=self.inv_freq.device)
        freqs = torch.outer(t, self.inv_freq)
        emb = torch.cat((freqs, freqs), dim=-1)
        self.register_buffer("cos_cached", emb.cos(), persistent=False)
        self.register_buffer("sin_cached", emb.sin(), persistent=False)

    def _ensure_capacity(self, positions: torch.Tensor) -> None:
        needed = int(positions.max()) + 1
        if needed > self.max_seq_len_cached:
            new_len = min(max(needed, 2 * self.max_seq_len_cached), self.max_position)
            self._set_cos_sin_cache(new_len)

    @staticmethod
    def _rotate_half(x: torch.Tensor) -> torch.Tensor:
        x1, x2 = x.chunk(2, dim=-1)
        return torch.cat((-x2, x1), dim=-1)

    def forward(self, positions: torch.Tensor, q: torch.Tensor, k: torch.Tensor):
        self._ensure_capacity(positions)
        cos = self.cos_cached[positions].unsqueeze(1)
        sin = self.sin_cached[positions].unsqueeze(1)
        q_embed = q * cos + self._rotate_half(q) * sin
        k_embed = k * cos + self._rotate_half(k) * sin
        return q_embed, k_embed
