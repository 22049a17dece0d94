import os
from dataclasses import dataclass, field
from typing import List, Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .window_utils import full_cu_seqlens, get_window_index, mask_from_cu_seqlens


def _env_flag(name: str, default: str = "0") -> bool:
    return os.environ.get(name, default).lower() in ("1", "true")


@dataclass
class VisionRunnerConfig:
    hidden_size: int = 16
    num_heads: int = 2
    depth: int = 4
    patch_size: int = 2
    window_size: int = 8
    spatial_merge_size: int = 2
    fullatt_block_indexes: List[int] = field(default_factory=lambda: [1, 3])
    static_grid_thw: List[List[int]] = field(default_factory=lambda: [[1, 8, 8]])
    debug_dump: bool = False


class WindowBlock(nn.Module):
    def __init__(self, dim: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.norm1 = nn.RMSNorm(dim, eps=1e-6)
        self.norm2 = nn.RMSNorm(dim, eps=1e-6)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.mlp = nn.Sequential(nn.Linear(dim, 2 * dim), nn.SiLU(), nn.Linear(2 * dim, dim))

    def forward(self, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        s = x.shape[0]
        q, k, v = self.qkv(self.norm1(x)).view(s, 3, self.num_heads, -1).permute(1, 2, 0, 3).unbind(0)
        attn = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        x = x + self.proj(attn.permute(1, 0, 2).reshape(s, -1))
        return x + self.mlp(self.norm2(x))


class StaticGridEncoderRunner(nn.Module):
    """Vision encoder specialised to one image grid so that it can be captured once."""

    def __init__(self, config: VisionRunnerConfig):
        super().__init__()
        self.config = config
        self.debug_dump = config.debug_dump or _env_flag("SGLANG_VIT_DEBUG_DUMP")
        self.patch_embed = nn.Linear(3 * 2 * config.patch_size * config.patch_size, config.hidden_size)
        self.blocks = nn.ModuleList([WindowBlock(config.hidden_size, config.num_heads) for _ in range(config.depth)])
        self.spatial_merge_unit = config.spatial_merge_size**2

        window_index, cu_window_seqlens = get_window_index(
            config.static_grid_thw, config.window_size, config.patch_size, config.spatial_merge_size
        )
        seq_len = sum(t * h * w for t, h, w in config.static_grid_thw)
        self.register_buffer("window_index", window_index, persistent=False)
        self.register_buffer("reverse_index", torch.argsort(window_index), persistent=False)
        self.register_buffer("window_mask", mask_from_cu_seqlens(cu_window_seqlens, seq_len), persistent=False)
        full = full_cu_seqlens(config.static_grid_thw)
        self.register_buffer("full_mask", mask_from_cu_seqlens(full, seq_len), persistent=False)

    def _reorder(self, x: torch.Tensor, index: torch.Tensor) -> torch.Tensor:
        seq_len = x.shape[0]
        x = x.reshape(seq_len // self.spatial_merge_unit, self.spatial_merge_unit, -1)
        return x[index].reshape(seq_len, -1)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        hidden_states = self._reorder(self.patch_embed(pixel_values), self.window_index)
        for layer_num, blk in enumerate(self.blocks):
            if layer_num in self.config.fullatt_block_indexes:
                mask = self.full_mask
            else:
                mask = self.window_mask
            hidden_states = blk(hidden_states, mask)
            if self.debug_dump:
                print(f"[vit] layer {layer_num}: {hidden_states.float().norm().item():.4f}")
        return self._reorder(hidden_states, self.reverse_index)


runner = StaticGridEncoderRunner(VisionRunnerConfig())
captured_forward = torch.compile(runner.forward, fullgraph=True)
