import torch
from torch import nn


def _rotate_neox(x: torch.Tensor) -> torch.Tensor:
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2 :]
    return torch.cat((-x2, x1), dim=-1)


def _rotate_gptj(x: torch.Tensor) -> torch.Tensor:
    x1 = x[..., ::2]
    x2 = x[..., 1::2]
    x = torch.stack((-x2, x1), dim=-1)
    return x.flatten(-2)


class RotaryEmbedding(nn.Module):
    """Original rotary positional embedding."""

    def __init__(
        self,
        head_size: int,
        rotary_dim: int,
        max_position_embeddings: int,
        base: float,
        is_neox_style: bool,
        dtype: torch.dtype | None = None,
    ) -> None:
        super().__init__()
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        self.max_position_embeddings = max_position_embeddings
        self.base = base
        self.is_neox_style = is_neox_style
        self.dtype = dtype or torch.get_default_dtype()
        self.max_seq_len_cached = max_position_embeddings
        cache = self._compute_cos_sin_cache(self.max_seq_len_cached)
        self.register_buffer("cos_sin_cache", cache.to(self.dtype), persistent=False)

    def _compute_inv_freq(self, base: float) -> torch.Tensor:
        exponent = torch.arange(0, self.rotary_dim, 2, dtype=torch.float) / self.rotary_dim
        return 1.0 / (base**exponent)

    def _compute_cos_sin_cache(self, seq_len: int) -> torch.Tensor:
        inv_freq = self._compute_inv_freq(self.base)
        t = torch.arange(seq_len, dtype=torch.float)
        freqs = torch.einsum("i,j -> ij", t, inv_freq)
        return torch.cat((freqs.cos(), freqs.sin()), dim=-1)

    def _maybe_grow_cache(self, positions: torch.Tensor) -> None:
        seq_len = int(positions.max()) + 1
        if seq_len > self.max_seq_len_cached:
            self.max_seq_len_cached = seq_len
            cache = self._compute_cos_sin_cache(seq_len)
            self.cos_sin_cache = cache.to(self.cos_sin_cache.device, self.dtype)

    def _apply(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        rotate_fn = _rotate_neox if self.is_neox_style else _rotate_gptj
        if self.is_neox_style:
            cos = cos.repeat(1, 1, 2)
            sin = sin.repeat(1, 1, 2)
        else:
            cos = cos.repeat_interleave(2, dim=-1)
            sin = sin.repeat_interleave(2, dim=-1)
        return x * cos + rotate_fn(x) * sin

    def forward_native(
        self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor]:
        num_tokens = positions.shape[0]
        cos_sin = self.cos_sin_cache.index_select(0, positions)
        cos, sin = cos_sin.chunk(2, dim=-1)
        cos = cos.unsqueeze(-2)
        sin = sin.unsqueeze(-2)

        query_shape = query.shape
        query = query.view(num_tokens, -1, self.head_size)
        q_rot = self._apply(query[..., : self.rotary_dim], cos, sin)
        query = torch.cat((q_rot, query[..., self.rotary_dim :]), dim=-1).reshape(query_shape)

        key_shape = key.shape
        key = key.view(num_tokens, -1, self.head_size)
        k_rot = self._apply(key[..., : self.rotary_dim], cos, sin)
        key = torch.cat((k_rot, key[..., self.rotary_dim :]), dim=-1).reshape(key_shape)
        return query, key

    def forward(self, positions, query, key):
        return self.forward_native(positions, query, key)

    def extra_repr(self) -> str:
        return (
            f"head_size={self.head_size}, rotary_dim={self.rotary_dim}, "
            f"max_position_embeddings={self.max_position_embeddings}, base={self.base}"
        )
