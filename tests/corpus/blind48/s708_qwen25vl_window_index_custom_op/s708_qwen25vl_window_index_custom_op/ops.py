"""Host-side window bookkeeping for Qwen2.5-VL window attention, exposed as a custom op.

The window layout depends on every image's (t, h, w) grid, which is only known
on the host; computing it with numpy inside an opaque op keeps the vision
tower's forward a single graph.
"""
from typing import Tuple

import numpy as np
import torch


@torch.library.custom_op("blind48_s708::window_index", mutates_args=())
def window_index(
    grid_thw: torch.Tensor, num_merged_tokens: int, window_merge_size: int, spatial_merge_size: int
) -> Tuple[torch.Tensor, torch.Tensor]:
    vws = window_merge_size
    index_chunks, window_chunks = [], []
    token_offset = 0
    window_offset = 0
    for grid_t, grid_h, grid_w in grid_thw.cpu().tolist():
        llm_h, llm_w = grid_h // spatial_merge_size, grid_w // spatial_merge_size
        index = np.arange(grid_t * llm_h * llm_w).reshape(grid_t, llm_h, llm_w)
        pad_h = (vws - llm_h % vws) % vws
        pad_w = (vws - llm_w % vws) % vws
        nwh, nww = (llm_h + pad_h) // vws, (llm_w + pad_w) // vws
        padded = np.pad(index, ((0, 0), (0, pad_h), (0, pad_w)), constant_values=-100)
        padded = padded.reshape(grid_t, nwh, vws, nww, vws).transpose(0, 1, 3, 2, 4)
        padded = padded.reshape(grid_t * nwh * nww, vws * vws)
        win_ids = np.broadcast_to(np.arange(padded.shape[0])[:, None], padded.shape)
        keep = padded != -100
        index_chunks.append(padded[keep] + token_offset)
        window_chunks.append(win_ids[keep] + window_offset)
        token_offset += grid_t * llm_h * llm_w
        window_offset += padded.shape[0]
    if token_offset != num_merged_tokens:
        raise ValueError(f"grid_thw describes {token_offset} merged tokens, hidden states have {num_merged_tokens}")
    idx = torch.from_numpy(np.concatenate(index_chunks).astype(np.int64)).to(grid_thw.device)
    win = torch.from_numpy(np.concatenate(window_chunks).astype(np.int64)).to(grid_thw.device)
    return idx, win


@window_index.register_fake
def _(grid_thw, num_merged_tokens, window_merge_size, spatial_merge_size):
    idx = grid_thw.new_empty((num_merged_tokens,), dtype=torch.int64)
    win = grid_thw.new_empty((num_merged_tokens,), dtype=torch.int64)
    return idx, win
