import torch

from .rope_cache import LongRoPECacheMixin


class Phi3LongRoPEScaledRotaryEmbedding(LongRoPECacheMixin):
    def __init__(
        self,
        head_size: int,
        rotary_dim: int,
        max_position_embeddings: int,
        original_max_position_embeddings: int,
        base: float,
        short_factor: list[float],
        long_factor: list[float],
    ):
        super().__init__()
        if rotary_dim != head_size:
            raise ValueError(f"`Phi3LongRoPEScaledRotaryEmbedding` does not support rotary_dim != head_size ({rotary_dim} != {head_size}).")
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        self.max_position_embeddings = max_position_embeddings
        self.original_max_position_embeddings = original_max_position_embeddings
        self.base = base
        mscale = self._scaling_mscale(max_position_embeddings, original_max_position_embeddings)
        self.register_buffer("short_cos_sin_cache", self._build_cache(short_factor, base, rotary_dim, mscale), persistent=False)
        self.register_buffer("long_cos_sin_cache", self._build_cache(long_factor, base, rotary_dim, mscale), persistent=False)

    def forward(self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor):
        query = query.view(*query.shape[:-1], -1, self.head_size)
        key = key.view(*key.shape[:-1], -1, self.head_size)
        cos_sin_cache = self._select_cache(positions)
        cos, sin = cos_sin_cache[positions].chunk(2, dim=-1)
        cos = cos.repeat(1, 2).unsqueeze(-2)
        sin = sin.repeat(1, 2).unsqueeze(-2)

        q1, q2 = query.chunk(2, dim=-1)
        k1, k2 = key.chunk(2, dim=-1)
        query = query * cos + torch.cat((-q2, q1), dim=-1) * sin
        key = key * cos + torch.cat((-k2, k1), dim=-1) * sin
        return query.flatten(-2), key.flatten(-2)
