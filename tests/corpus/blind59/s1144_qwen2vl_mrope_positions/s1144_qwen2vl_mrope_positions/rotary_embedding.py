from typing import List, Optional, Tuple

import torch
from torch import nn


class MRotaryEmbedding(nn.Module):
    """Rotary embedding with 3D (temporal, height, width) positions for vision tokens."""

    def __init__(self, head_size: int, base: float = 10000.0, mrope_section: Tuple[int, ...] = (2, 1, 1)):
        super().__init__()
        self.head_size = head_size
        self.mrope_section = list(mrope_section)
        inv_freq = 1.0 / (base ** (torch.arange(0, head_size, 2, dtype=torch.float32) / head_size))
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    @classmethod
    def get_input_positions(
        cls,
        input_ids: torch.Tensor,
        image_grid_thw: torch.Tensor,
        image_token_id: int,
        vision_start_token_id: int,
        spatial_merge_size: int,
    ) -> Tuple[torch.Tensor, torch.Tensor]:
        vision_start_indices = torch.argwhere(input_ids == vision_start_token_id).squeeze(1)
        vision_tokens = input_ids[vision_start_indices + 1]
        image_nums = (vision_tokens == image_token_id).sum()
        input_tokens = input_ids.tolist()

        llm_pos_ids_list: List[torch.Tensor] = []
        st = 0
        image_index = 0
        for _ in range(image_nums):
            ed = input_tokens.index(image_token_id, st)
            t, h, w = image_grid_thw[image_index].tolist()
            image_index += 1
            llm_grid_t, llm_grid_h, llm_grid_w = t, h // spatial_merge_size, w // spatial_merge_size
            text_len = ed - st
            st_idx = llm_pos_ids_list[-1].max() + 1 if llm_pos_ids_list else 0
            llm_pos_ids_list.append(torch.arange(text_len).view(1, -1).expand(3, -1) + st_idx)

            t_index = torch.arange(llm_grid_t).view(-1, 1).expand(-1, llm_grid_h * llm_grid_w).flatten()
            h_index = torch.arange(llm_grid_h).view(1, -1, 1).expand(llm_grid_t, -1, llm_grid_w).flatten()
            w_index = torch.arange(llm_grid_w).view(1, 1, -1).expand(llm_grid_t, llm_grid_h, -1).flatten()
            llm_pos_ids_list.append(torch.stack([t_index, h_index, w_index]) + text_len + st_idx)
            st = ed + llm_grid_t * llm_grid_h * llm_grid_w

        if st < len(input_tokens):
            st_idx = llm_pos_ids_list[-1].max() + 1 if llm_pos_ids_list else 0
            text_len = len(input_tokens) - st
            llm_pos_ids_list.append(torch.arange(text_len).view(1, -1).expand(3, -1) + st_idx)

        positions = torch.cat(llm_pos_ids_list, dim=1).reshape(3, -1)
        mrope_position_delta = positions.max() + 1 - len(input_tokens)
        return positions, mrope_position_delta

    def _freqs(self, positions: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        freqs = positions[..., None].float() * self.inv_freq  # (3, seq, head/2)
        chunks = freqs.split(self.mrope_section, dim=-1)
        freqs = torch.cat([c[i % 3] for i, c in enumerate(chunks)], dim=-1)
        return freqs.cos(), freqs.sin()

    def forward(self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor):
        cos, sin = self._freqs(positions)

        def rotate(x: torch.Tensor) -> torch.Tensor:
            x1, x2 = x.chunk(2, dim=-1)
            return torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)

        return rotate(query), rotate(key)
