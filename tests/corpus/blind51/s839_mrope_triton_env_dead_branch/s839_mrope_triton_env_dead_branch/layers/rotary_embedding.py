import logging
from typing import List, Optional, Tuple

import torch
from torch import nn

from .. import envs

logger = logging.getLogger(__name__)


def _rotate_neox(x: torch.Tensor) -> torch.Tensor:
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2 :]
    return torch.cat((-x2, x1), dim=-1)


@torch.compiler.disable
def triton_mrope_fused(q, k, cos_sin_cache, positions, mrope_section, head_size):
    import triton  # noqa: F401

    raise RuntimeError("triton mrope kernel is only available on CUDA")


class MRotaryEmbedding(nn.Module):
    """Rotary embedding with 3D (t, h, w) positions."""

    def __init__(
        self,
        head_size: int,
        rotary_dim: int,
        base: float,
        mrope_section: Optional[List[int]] = None,
    ) -> None:
        super().__init__()
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        self.max_position_embeddings = envs.mrope_cache_max_positions()
        self.mrope_section = mrope_section
        if self.mrope_section is not None and sum(self.mrope_section) != rotary_dim // 2:
            logger.warning("mrope_section %s does not sum to rotary_dim // 2; rescaling", self.mrope_section)
            scale = (rotary_dim // 2) / sum(self.mrope_section)
            self.mrope_section = [int(round(s * scale)) for s in self.mrope_section]
            self.mrope_section[-1] = rotary_dim // 2 - sum(self.mrope_section[:-1])
        self.use_triton_kernel = envs.use_triton_mrope() and torch.cuda.is_available()
        logger.info("MRotaryEmbedding: section=%s triton=%s", self.mrope_section, self.use_triton_kernel)
        inv_freq = 1.0 / (base ** (torch.arange(0, rotary_dim, 2, dtype=torch.float) / rotary_dim))
        t = torch.arange(self.max_position_embeddings, dtype=torch.float)
        freqs = torch.einsum("i,j->ij", t, inv_freq)
        self.register_buffer("cos_sin_cache", torch.cat((freqs.cos(), freqs.sin()), dim=-1), persistent=False)

    def forward(
        self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor
    ) -> Tuple[torch.Tensor, torch.Tensor]:
        if self.use_triton_kernel:
            return triton_mrope_fused(
                query, key, self.cos_sin_cache, positions, self.mrope_section, self.head_size
            )
        return self.forward_native(positions, query, key)

    def forward_native(self, positions, query, key):
        num_tokens = positions.shape[-1]
        cos_sin = self.cos_sin_cache[positions]
        cos, sin = cos_sin.chunk(2, dim=-1)
        if positions.ndim == 2:
            cos = torch.cat([m[i] for i, m in enumerate(cos.split(self.mrope_section, dim=-1))], dim=-1)
            sin = torch.cat([m[i] for i, m in enumerate(sin.split(self.mrope_section, dim=-1))], dim=-1)
        cos = torch.cat((cos, cos), dim=-1).unsqueeze(-2)
        sin = torch.cat((sin, sin), dim=-1).unsqueeze(-2)

        query = query.view(num_tokens, -1, self.head_size)
        key = key.view(num_tokens, -1, self.head_size)
        query = query * cos + _rotate_neox(query) * sin
        key = key * cos + _rotate_neox(key) * sin
        return query.reshape(num_tokens, -1), key.reshape(num_tokens, -1)
