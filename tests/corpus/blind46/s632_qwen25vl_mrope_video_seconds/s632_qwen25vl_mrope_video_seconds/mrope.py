"""Multimodal rotary (M-RoPE) position ids: (temporal, height, width) per token."""
from typing import Optional

import torch

from .vision_config import Qwen2_5_VLConfig


class MRotaryPositionBuilder:
    def __init__(self, config: Qwen2_5_VLConfig):
        self.config = config
        self.spatial_merge_size = config.vision_config.spatial_merge_size
        self.tokens_per_second = config.vision_config.tokens_per_second

    def _video_time_scales(
        self, video_grid_thw: torch.Tensor, second_per_grid_ts: Optional[torch.Tensor]
    ) -> list[float]:
        if second_per_grid_ts is None:
            return [1.0] * video_grid_thw.shape[0]
        return [float(s) * self.tokens_per_second for s in second_per_grid_ts.tolist()]

    def _vision_block(
        self, t: int, h: int, w: int, time_scale: float, start: torch.Tensor
    ) -> torch.Tensor:
        llm_h = h // self.spatial_merge_size
        llm_w = w // self.spatial_merge_size
        t_index = (torch.arange(t) * time_scale).long().view(-1, 1).expand(-1, llm_h * llm_w).flatten()
        h_index = torch.arange(llm_h).view(1, -1, 1).expand(t, -1, llm_w).flatten()
        w_index = torch.arange(llm_w).view(1, 1, -1).expand(t, llm_h, -1).flatten()
        return torch.stack([t_index, h_index, w_index]) + start

    def video_positions(
        self,
        text_len: int,
        video_grid_thw: torch.Tensor,
        second_per_grid_ts: Optional[torch.Tensor],
    ) -> torch.Tensor:
        """Positions for `text_len` prefix tokens followed by one video per grid row."""
        time_scales = self._video_time_scales(video_grid_thw, second_per_grid_ts)
        pieces = [torch.arange(text_len).view(1, -1).expand(3, -1)]
        start = torch.full((3, 1), text_len, dtype=torch.long)
        for row, scale in enumerate(time_scales):
            t, h, w = video_grid_thw[row, 0], video_grid_thw[row, 1], video_grid_thw[row, 2]
            block = self._vision_block(int(t), int(h), int(w), scale, start)
            pieces.append(block)
            start = block.max(dim=1, keepdim=True).values.max() + 1 + torch.zeros_like(start)
        return torch.cat(pieces, dim=1)
