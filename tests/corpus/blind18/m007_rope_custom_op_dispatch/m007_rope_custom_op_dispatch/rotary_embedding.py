import logging
import os

import torch

from .custom_op import CustomOp
from .envs import envs

logger = logging.getLogger(__name__)

_DEBUG_DUMP = envs.SGLANG_ROPE_DEBUG_DUMP


def _dump_tensor(name: str, t: torch.Tensor):
    os.makedirs(envs.SGLANG_DUMP_DIR, exist_ok=True)
    path = os.path.join(envs.SGLANG_DUMP_DIR, f"{name}.pt")
    torch.save(t.detach().cpu(), path)
    logger.info("dumped %s to %s", name, path)


class RotaryEmbedding(CustomOp):
    def __init__(self, head_size: int, rotary_dim: int, max_position: int = 64,
                 base: float = 10000.0, is_neox_style: bool = True):
        super().__init__()
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        self.is_neox_style = is_neox_style
        inv_freq = 1.0 / (base ** (torch.arange(0, rotary_dim, 2, dtype=torch.float32) / rotary_dim))
        t = torch.arange(max_position, dtype=torch.float32)
        freqs = torch.einsum("i,j->ij", t, inv_freq)
        self.register_buffer("cos_sin_cache", torch.cat((freqs.cos(), freqs.sin()), dim=-1),
                             persistent=False)

    @staticmethod
    def _rotate_neox(x):
        x1, x2 = x.chunk(2, dim=-1)
        return torch.cat((-x2, x1), dim=-1)

    def forward_native(self, positions, query, key):
        cos_sin = self.cos_sin_cache[positions]
        cos, sin = cos_sin.chunk(2, dim=-1)
        cos = torch.cat((cos, cos), dim=-1).unsqueeze(-2)
        sin = torch.cat((sin, sin), dim=-1).unsqueeze(-2)
        q = query.view(positions.shape[0], -1, self.head_size)
        k = key.view(positions.shape[0], -1, self.head_size)
        q_rot = q * cos + self._rotate_neox(q) * sin
        k_rot = k * cos + self._rotate_neox(k) * sin
        if _DEBUG_DUMP:
            if torch.isnan(q_rot).any():
                _dump_tensor("rope_q_nan", q_rot)
        return q_rot.reshape(query.shape), k_rot.reshape(key.shape)

    def forward_cpu(self, positions, query, key):
        return torch.ops.sgl_kernel.rotary_embedding_cpu(
            positions, query, key, self.head_size, self.cos_sin_cache, self.is_neox_style
        )


rope = RotaryEmbedding(head_size=4, rotary_dim=4)
compiled_rope = torch.compile(rope, fullgraph=True)
