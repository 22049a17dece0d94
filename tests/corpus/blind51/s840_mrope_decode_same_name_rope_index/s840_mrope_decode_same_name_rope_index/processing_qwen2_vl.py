import logging
import math
from typing import List, Tuple

import torch

logger = logging.getLogger(__name__)


def smart_resize(height: int, width: int, factor: int = 28, min_pixels: int = 56 * 56, max_pixels: int = 14 * 14 * 4 * 1280):
    h_bar = max(factor, round(height / factor) * factor)
    w_bar = max(factor, round(width / factor) * factor)
    if h_bar * w_bar > max_pixels:
        beta = math.sqrt((height * width) / max_pixels)
        h_bar = math.floor(height / beta / factor) * factor
        w_bar = math.floor(width / beta / factor) * factor
    elif h_bar * w_bar < min_pixels:
        beta = math.sqrt(min_pixels / (height * width))
        h_bar = math.ceil(height * beta / factor) * factor
        w_bar = math.ceil(width * beta / factor) * factor
    return h_bar, w_bar


class Qwen2VLProcessor:
    """Host-side processor: builds prompt token ids and prefill M-RoPE positions."""

    def __init__(self, image_token_id: int, vision_start_token_id: int, spatial_merge_size: int = 2):
        self.image_token_id = image_token_id
        self.vision_start_token_id = vision_start_token_id
        self.spatial_merge_size = spatial_merge_size

    def get_rope_index(self, input_ids: List[int], image_grid_thw: torch.Tensor) -> Tuple[torch.Tensor, int]:
        llm_pos_ids_list = []
        st = 0
        for t, h, w in image_grid_thw.tolist():
            ed = input_ids.index(self.image_token_id, st)
            llm_h, llm_w = h // self.spatial_merge_size, w // self.spatial_merge_size
            st_idx = int(llm_pos_ids_list[-1].max()) + 1 if llm_pos_ids_list else 0
            llm_pos_ids_list.append(torch.arange(ed - st).view(1, -1).expand(3, -1) + st_idx)
            t_index = torch.arange(t).view(-1, 1).expand(-1, llm_h * llm_w).flatten()
            h_index = torch.arange(llm_h).view(1, -1, 1).expand(t, -1, llm_w).flatten()
            w_index = torch.arange(llm_w).view(1, 1, -1).expand(t, llm_h, -1).flatten()
            llm_pos_ids_list.append(torch.stack([t_index, h_index, w_index]) + ed - st + st_idx)
            st = ed + t * llm_h * llm_w
        if st < len(input_ids):
            st_idx = int(llm_pos_ids_list[-1].max()) + 1 if llm_pos_ids_list else 0
            llm_pos_ids_list.append(torch.arange(len(input_ids) - st).view(1, -1).expand(3, -1) + st_idx)
        positions = torch.cat(llm_pos_ids_list, dim=1)
        delta = int(positions.max()) + 1 - len(input_ids)
        logger.debug("prefill mrope delta=%d", delta)
        return positions, delta
