import torch

from .base import RotaryEmbedding


class DynamicNTKScalingRotaryEmbedding(RotaryEmbedding):
    """RotaryEmbedding extended with Dynamic NTK scaling.

    The base is rescaled once the running sequence length grows past the
    original context window, and the cos/sin cache is regrown to match.
    """

    def __init__(
        self,
        head_size: int,
        rotary_dim: int,
        max_position_embeddings: int,
        base: float,
        is_neox_style: bool,
        scaling_factor: float,
        dtype: torch.dtype | None = None,
    ) -> None:
        self.scaling_factor = scaling_factor
        super().__init__(head_size, rotary_dim, max_position_embeddings, base, is_neox_style, dtype)

    def _ntk_base(self, seq_len: int) -> float:
        if seq_len <= self.max_position_embeddings:
            return self.base
        ratio = (self.scaling_factor * seq_len / self.max_position_embeddings) - (self.scaling_factor - 1)
        return self.base * ratio ** (self.rotary_dim / (self.rotary_dim - 2))

    def _compute_cos_sin_cache(self, seq_len: int) -> torch.Tensor:
        inv_freq = self._compute_inv_freq(self._ntk_base(seq_len))
        t = torch.arange(seq_len, dtype=torch.float)
        freqs = torch.einsum("i,j -> ij", t, inv_freq)
        return torch.cat((freqs.cos(), freqs.sin()), dim=-1)

    def forward(self, positions, query, key):
        self._maybe_grow_cache(positions)
        return self.forward_native(positions, query, key)
