from __future__ import annotations

import torch
from torch import nn

from .config import Qwen2VLVisionConfig
from .grid import split_grid_thw
from .rotary import VisionRotaryEmbedding


class Qwen2VisionTransformerRope(nn.Module):
    def __init__(self, config: Qwen2VLVisionConfig) -> None:
        super().__init__()
        self.spatial_merge_size = config.spatial_merge_size
        # half of each head's dims rotate with the row id, half with the column id
        self.rotary_pos_emb = VisionRotaryEmbedding(config.head_dim // 2, config.rope_theta)

    def _position_ids(self, t: int, h: int, w: int) -> torch.Tensor:
        m = self.spatial_merge_size
        hpos_ids = torch.arange(h).unsqueeze(1).expand(-1, w)
        hpos_ids = hpos_ids.reshape(h // m, m, w // m, m).permute(0, 2, 1, 3).flatten()
        wpos_ids = torch.arange(w).unsqueeze(0).expand(h, -1)
        wpos_ids = wpos_ids.reshape(h // m, m, w // m, m).permute(0, 2, 1, 3).flatten()
        return torch.stack([hpos_ids, wpos_ids], dim=-1).repeat(t, 1)

    def rot_pos_emb(self, grid_thw: torch.Tensor) -> torch.Tensor:
        grids = split_grid_thw(grid_thw, self.spatial_merge_size)
        pos_ids = torch.cat([self._position_ids(t, h, w) for t, h, w in grids], dim=0)
        max_grid_size = max(max(h, w) for _, h, w in grids)
        rotary_pos_emb_full = self.rotary_pos_emb(max_grid_size)
        return rotary_pos_emb_full[pos_ids].flatten(1)


_tower_rope = Qwen2VisionTransformerRope(Qwen2VLVisionConfig())
rot_pos_emb = torch.compile(_tower_rope.rot_pos_emb, fullgraph=True)
