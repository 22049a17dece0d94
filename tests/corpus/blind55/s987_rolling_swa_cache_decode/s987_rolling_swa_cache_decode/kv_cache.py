from typing import List, Tuple

import torch

from .forward_batch import DecodeForwardBatch


class SlidingWindowKVCache:
    """Ring buffer KV cache that only keeps the last ``sliding_window`` tokens per sequence."""

    def __init__(self, num_layers: int, max_batch_size: int, sliding_window: int, num_heads: int, head_dim: int):
        self.sliding_window = sliding_window
        shape = (max_batch_size, sliding_window, num_heads, head_dim)
        self.k_buffers: List[torch.Tensor] = [torch.zeros(shape) for _ in range(num_layers)]
        self.v_buffers: List[torch.Tensor] = [torch.zeros(shape) for _ in range(num_layers)]

    def valid_mask(self, batch: DecodeForwardBatch) -> torch.Tensor:
        slots = torch.arange(self.sliding_window, device=batch.cache_position.device)
        return slots[None, :] <= batch.cache_position[:, None]

    def update(self, layer_id: int, k: torch.Tensor, v: torch.Tensor, batch: DecodeForwardBatch) -> Tuple[torch.Tensor, torch.Tensor]:
        k_buf = self.k_buffers[layer_id][: batch.batch_size]
        v_buf = self.v_buffers[layer_id][: batch.batch_size]
        if batch.wraps_around:
            k_buf = torch.roll(k_buf, shifts=-1, dims=1)
            v_buf = torch.roll(v_buf, shifts=-1, dims=1)
            slots = torch.full_like(batch.cache_position, self.sliding_window - 1)
        else:
            slots = batch.window_slots
        rows = torch.arange(batch.batch_size, device=k.device)
        k_buf = k_buf.index_put((rows, slots), k)
        v_buf = v_buf.index_put((rows, slots), v)
        return k_buf, v_buf
