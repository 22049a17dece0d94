"""Interleaved multimodal RoPE (Qwen2.5-VL style) over a precomputed cos/sin cache."""
import logging
from typing import List, Tuple

import torch
from torch import nn

logger = logging.getLogger(__name__)


class MRotaryEmbedding(nn.Module):
    def __init__(self, head_size: int, max_position_embeddings: int, base: float, mrope_section: List[int]) -> None:
        super().__init__()
        if sum(mrope_section) != head_size // 2:
            raise ValueError(f"mrope_section {mrope_section} must sum to head_size // 2 = {head_size // 2}")
        self.head_size = head_size
        self.mrope_section = list(mrope_section)
        self.max_position_embeddings = max_position_embeddings
        inv_freq = 1.0 / (base ** (torch.arange(0, head_size, 2, dtype=torch.float) / head_size))
        freqs = torch.outer(torch.arange(max_position_embeddings, dtype=torch.float), inv_freq)
        self.register_buffer("cos_sin_cache", torch.cat((freqs.cos(), freqs.sin()), dim=-1), persistent=False)

    def _validate_positions(self, positions: torch.Tensor) -> None:
        if positions.dim() != 2 or positions.shape[0] != 3:
            raise ValueError(f"expected (3, num_tokens) M-RoPE positions, got {tuple(positions.shape)}")
        max_pos = positions.max().item()
        if max_pos >= self.max_position_embeddings:
            logger.warning(
                "M-RoPE position %d exceeds cache size %d; vision grid too large?",
                max_pos, self.max_position_embeddings,
            )
            raise IndexError("mrope position out of range")
        if torch.any(positions[1:] < 0):
            raise ValueError("negative spatial position")

    def _select_sections(self, cos: torch.Tensor, sin: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        # cos/sin: (3, num_tokens, head_size // 2) -> (num_tokens, head_size // 2), section i from axis i
        cos = torch.cat([m[i] for i, m in enumerate(cos.split(self.mrope_section, dim=-1))], dim=-1)
        sin = torch.cat([m[i] for i, m in enumerate(sin.split(self.mrope_section, dim=-1))], dim=-1)
        return cos, sin

    def forward(self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        if not torch.compiler.is_compiling():
            self._validate_positions(positions)
        num_tokens = positions.shape[-1]
        cos, sin = self.cos_sin_cache[positions].chunk(2, dim=-1)
        cos, sin = self._select_sections(cos, sin)
        cos, sin = cos.unsqueeze(1), sin.unsqueeze(1)

        def rotate(x: torch.Tensor) -> torch.Tensor:
            x = x.view(num_tokens, -1, self.head_size)
            x1, x2 = x.chunk(2, dim=-1)
            return torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1).flatten(1)

        return rotate(query), rotate(key)
