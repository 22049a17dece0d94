import logging
from typing import List, Sequence, Tuple

import numpy as np
import torch
import torch.nn.functional as F

logger = logging.getLogger(__name__)


def get_window_index(
    grid_thw: Sequence[Sequence[int]],
    window_size: int,
    patch_size: int,
    spatial_merge_size: int,
) -> Tuple[torch.Tensor, List[int]]:
    spatial_merge_unit = spatial_merge_size * spatial_merge_size
    vit_merger_window_size = window_size // spatial_merge_size // patch_size
    window_index: list = []
    cu_window_seqlens: list = [0]
    window_index_id = 0
    for grid_t, grid_h, grid_w in grid_thw:
        llm_grid_h, llm_grid_w = grid_h // spatial_merge_size, grid_w // spatial_merge_size
        index = torch.arange(grid_t * llm_grid_h * llm_grid_w).reshape(grid_t, llm_grid_h, llm_grid_w)
        pad_h = vit_merger_window_size - llm_grid_h % vit_merger_window_size
        pad_w = vit_merger_window_size - llm_grid_w % vit_merger_window_size
        num_windows_h = (llm_grid_h + pad_h) // vit_merger_window_size
        num_windows_w = (llm_grid_w + pad_w) // vit_merger_window_size
        index_padded = F.pad(index, (0, pad_w, 0, pad_h), "constant", -100)
        index_padded = index_padded.reshape(
            grid_t, num_windows_h, vit_merger_window_size, num_windows_w, vit_merger_window_size
        )
        index_padded = index_padded.permute(0, 1, 3, 2, 4).reshape(
            grid_t, num_windows_h * num_windows_w, vit_merger_window_size, vit_merger_window_size
        )
        seqlens = (index_padded != -100).sum([2, 3]).reshape(-1)
        index_padded = index_padded.reshape(-1)
        window_index.append(index_padded[index_padded != -100] + window_index_id)
        cu_tmp = seqlens.cumsum(0) * spatial_merge_unit + cu_window_seqlens[-1]
        cu_window_seqlens.extend(cu_tmp.tolist())
        window_index_id += grid_t * llm_grid_h * llm_grid_w
    cu_window_seqlens = np.unique(np.asarray(cu_window_seqlens)).tolist()
    logger.info("precomputed %d vision windows for grid %s", len(cu_window_seqlens) - 1, list(grid_thw))
    return torch.cat(window_index, dim=0), cu_window_seqlens


def full_cu_seqlens(grid_thw: Sequence[Sequence[int]]) -> List[int]:
    out = [0]
    for t, h, w in grid_thw:
        for _ in range(t):
            out.append(out[-1] + h * w)
    return out


def mask_from_cu_seqlens(cu_seqlens: Sequence[int], seq_len: int) -> torch.Tensor:
    mask = torch.zeros(seq_len, seq_len, dtype=torch.bool)
    for start, end in zip(cu_seqlens[:-1], cu_seqlens[1:]):
        mask[start:end, start:end] = True
    return mask
