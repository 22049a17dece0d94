import torch
from torch import nn

from .rope_utils import llama3_inv_freq, validate_rope_positions


class Llama3RotaryEmbedding(nn.Module):
    def __init__(
        self,
        head_size: int,
        rotary_dim: int,
        max_position_embeddings: int,
        base: float,
        scaling_factor: float,
        low_freq_factor: float,
        high_freq_factor: float,
        orig_max_position: int,
    ) -> None:
        super().__init__()
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        inv_freq = llama3_inv_freq(base, rotary_dim, scaling_factor, low_freq_factor, high_freq_factor, orig_max_position)
        t = torch.arange(max_position_embeddings, dtype=torch.float)
        freqs = torch.einsum("i,j -> ij", t, inv_freq)
        self.register_buffer("cos_sin_cache", torch.cat((freqs.cos(), freqs.sin()), dim=-1), persistent=False)

    @staticmethod
    def _rotate(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        x1, x2 = torch.chunk(x, 2, dim=-1)
        return torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)

    @validate_rope_positions
    def forward(self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor):
        num_tokens = positions.numel()
        cos, sin = self.cos_sin_cache.index_select(0, positions.flatten()).chunk(2, dim=-1)
        cos, sin = cos.unsqueeze(1), sin.unsqueeze(1)
        q = query.view(num_tokens, -1, self.head_size)
        k = key.view(num_tokens, -1, self.head_size)
        q = torch.cat((self._rotate(q[..., : self.rotary_dim], cos, sin), q[..., self.rotary_dim :]), dim=-1)
        k = torch.cat((self._rotate(k[..., : self.rotary_dim], cos, sin), k[..., self.rotary_dim :]), dim=-1)
        return q.reshape(query.shape), k.reshape(key.shape)
