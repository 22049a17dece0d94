from typing import Tuple

import torch
from torch import nn

from . import envs
from .rope_backends import ROPE_BACKENDS


class RotaryEmbedding(nn.Module):
    def __init__(self, head_size: int, rotary_dim: int, base: float = 10000.0):
        super().__init__()
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        backend_cls = ROPE_BACKENDS[envs.VLLM_ROPE_BACKEND]
        self.backend = backend_cls(rotary_dim, envs.VLLM_ROPE_CACHE_MAX_POSITIONS, base)

    def _rotate(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        x_rot, x_pass = x[..., : self.rotary_dim], x[..., self.rotary_dim :]
        x1, x2 = x_rot.chunk(2, dim=-1)
        rotated = torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)
        return torch.cat((rotated, x_pass), dim=-1)

    def forward_native(
        self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor
    ) -> Tuple[torch.Tensor, torch.Tensor]:
        cos, sin = self.backend.get_cos_sin(positions)
        return self._rotate(query, cos, sin), self._rotate(key, cos, sin)


rope = RotaryEmbedding(head_size=8, rotary_dim=4)
rope_forward = torch.compile(rope.forward_native, fullgraph=True)
