"""YaRN rotary embedding (vLLM / DeepSeek style)."""
import math
from typing import Tuple

import torch
from torch import nn

from .config import RopeScalingConfig


def yarn_find_correction_dim(
    num_rotations: float, dim: int, base: float = 10000, max_position_embeddings: int = 2048
) -> float:
    return (dim * math.log(max_position_embeddings / (num_rotations * 2 * math.pi))) / (2 * math.log(base))


def yarn_find_correction_range(
    low_rot: float, high_rot: float, dim: int, base: float = 10000, max_position_embeddings: int = 2048
) -> Tuple[int, int]:
    low = math.floor(yarn_find_correction_dim(low_rot, dim, base, max_position_embeddings))
    high = math.ceil(yarn_find_correction_dim(high_rot, dim, base, max_position_embeddings))
    return max(low, 0), min(high, dim - 1)


def yarn_linear_ramp_mask(low: float, high: float, dim: int, dtype: torch.dtype) -> torch.Tensor:
    if low == high:
        high += 0.001  # prevent singularity
    linear_func = (torch.arange(dim, dtype=dtype) - low) / (high - low)
    return torch.clamp(linear_func, 0, 1)


def _rotate_neox(x: torch.Tensor) -> torch.Tensor:
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2 :]
    return torch.cat((-x2, x1), dim=-1)


class YaRNScalingRotaryEmbedding(nn.Module):
    def __init__(
        self,
        head_size: int,
        rotary_dim: int,
        max_position_embeddings: int,
        base: float,
        scaling: RopeScalingConfig,
    ) -> None:
        super().__init__()
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        self.base = base
        self.scaling = scaling
        self.original_max_position = scaling.original_max_position_embeddings or max_position_embeddings
        self.max_position_embeddings = int(self.original_max_position * scaling.factor)
        self.register_buffer("inv_freq", self._compute_inv_freq(), persistent=False)

    def _compute_inv_freq(self) -> torch.Tensor:
        pos_freqs = self.base ** (torch.arange(0, self.rotary_dim, 2, dtype=torch.float) / self.rotary_dim)
        inv_freq_extrapolation = 1.0 / pos_freqs
        inv_freq_interpolation = 1.0 / (self.scaling.factor * pos_freqs)
        low, high = yarn_find_correction_range(
            self.scaling.beta_fast,
            self.scaling.beta_slow,
            self.rotary_dim,
            self.base,
            self.original_max_position,
        )
        inv_freq_mask = 1 - yarn_linear_ramp_mask(low, high, self.rotary_dim // 2, dtype=torch.float)
        return inv_freq_interpolation * (1 - inv_freq_mask) + inv_freq_extrapolation * inv_freq_mask

    def _cos_sin(self, positions: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        freqs = positions.float()[:, None] * self.inv_freq[None, :]
        emb = torch.cat((freqs, freqs), dim=-1)
        mscale = self.scaling.attention_factor
        return emb.cos() * mscale, emb.sin() * mscale

    @torch.compile(fullgraph=True)
    def forward_native(
        self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor
    ) -> Tuple[torch.Tensor, torch.Tensor]:
        num_tokens = positions.shape[0]
        cos, sin = self._cos_sin(positions)
        cos = cos[:, None, :]
        sin = sin[:, None, :]
        q = query.view(num_tokens, -1, self.head_size)
        k = key.view(num_tokens, -1, self.head_size)
        q_rot, q_pass = q[..., : self.rotary_dim], q[..., self.rotary_dim :]
        k_rot, k_pass = k[..., : self.rotary_dim], k[..., self.rotary_dim :]
        q_rot = q_rot * cos + _rotate_neox(q_rot) * sin
        k_rot = k_rot * cos + _rotate_neox(k_rot) * sin
        q = torch.cat((q_rot, q_pass), dim=-1).reshape(query.shape)
        k = torch.cat((k_rot, k_pass), dim=-1).reshape(key.shape)
        return q, k
