from typing import Any, Dict, Optional, Tuple

import torch
from torch import nn

from ._debug import STRICT_POSITION_CHECKS, validate_positions


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
    """Original rotary positional embedding with a precomputed cos/sin cache."""

    def __init__(
        self,
        head_size: int,
        rotary_dim: int,
        max_position_embeddings: int,
        base: float,
        is_neox_style: bool,
        dtype: torch.dtype,
    ) -> None:
        super().__init__()
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        self.max_position_embeddings = max_position_embeddings
        self.base = base
        self.is_neox_style = is_neox_style
        self.dtype = dtype
        cache = self._compute_cos_sin_cache().to(dtype)
        self.register_buffer("cos_sin_cache", cache, persistent=False)

    def _compute_inv_freq(self, base: float) -> torch.Tensor:
        return 1.0 / (base ** (torch.arange(0, self.rotary_dim, 2, dtype=torch.float) / self.rotary_dim))

    def _compute_cos_sin_cache(self) -> torch.Tensor:
        inv_freq = self._compute_inv_freq(self.base)
        t = torch.arange(self.max_position_embeddings, dtype=torch.float)
        freqs = torch.einsum("i,j -> ij", t, inv_freq)
        return torch.cat((freqs.cos(), freqs.sin()), dim=-1)

    def _apply(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        if self.is_neox_style:
            cos = cos.repeat(1, 1, 2)
            sin = sin.repeat(1, 1, 2)
            return x * cos + _rotate_neox(x) * sin
        cos = cos.repeat_interleave(2, dim=-1)
        sin = sin.repeat_interleave(2, dim=-1)
        return x * cos + _rotate_gptj(x) * sin

    def forward_native(
        self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor
    ) -> Tuple[torch.Tensor, torch.Tensor]:
        if STRICT_POSITION_CHECKS and not torch.compiler.is_compiling():
            validate_positions(positions, self.max_position_embeddings, type(self).__name__)
        num_tokens = positions.shape[0]
        cos_sin = self.cos_sin_cache.index_select(0, positions)
        cos, sin = cos_sin.chunk(2, dim=-1)
        cos = cos.unsqueeze(-2)
        sin = sin.unsqueeze(-2)

        query = query.view(num_tokens, -1, self.head_size)
        q_rot, q_pass = query[..., : self.rotary_dim], query[..., self.rotary_dim :]
        query = torch.cat((self._apply(q_rot, cos, sin), q_pass), dim=-1)

        key = key.view(num_tokens, -1, self.head_size)
        k_rot, k_pass = key[..., : self.rotary_dim], key[..., self.rotary_dim :]
        key = torch.cat((self._apply(k_rot, cos, sin), k_pass), dim=-1)
        return query.reshape(num_tokens, -1), key.reshape(num_tokens, -1)

    forward = forward_native


_ROPE_DICT: Dict[Tuple[Any, ...], RotaryEmbedding] = {}


def get_rope(
    head_size: int,
    rotary_dim: int,
    max_position: int,
    base: float,
    is_neox_style: bool = True,
    rope_scaling: Optional[Dict[str, Any]] = None,
    dtype: Optional[torch.dtype] = None,
) -> RotaryEmbedding:
    if dtype is None:
        dtype = torch.get_default_dtype()
    key = (head_size, rotary_dim, max_position, base, is_neox_style, None, dtype)
    if key in _ROPE_DICT:
        return _ROPE_DICT[key]
    if rope_scaling is not None:
        raise NotImplementedError(f"rope_scaling={rope_scaling} is not supported in this build")
    rope = RotaryEmbedding(head_size, rotary_dim, max_position, base, is_neox_style, dtype)
    _ROPE_DICT[key] = rope
    return rope
