import math

import torch

from .device_info import DeviceInfo


class SplitKVHeuristic:
    """Chooses the number of KV splits for flash-decoding style attention."""

    def __init__(self, device_info: DeviceInfo, min_block_kv: int = 2, max_splits: int = 8):
        self.device_info = device_info
        self.min_block_kv = min_block_kv
        self.max_splits = max_splits

    def num_kv_splits(self, batch_size: int, num_heads: int, kv_len: int) -> int:
        work_items = batch_size * num_heads
        units = self.device_info.num_compute_units
        by_occupancy = max(1, units // max(work_items, 1))
        by_length = max(1, math.ceil(kv_len / self.min_block_kv))
        return min(by_occupancy, by_length, self.max_splits)


def merge_attn_states(partial_out: torch.Tensor, partial_lse: torch.Tensor) -> torch.Tensor:
    # partial_out: [splits, B, H, D], partial_lse: [splits, B, H]
    lse = torch.logsumexp(partial_lse, dim=0)
    weights = torch.exp(partial_lse - lse.unsqueeze(0)).unsqueeze(-1)
    return (partial_out * weights).sum(dim=0)
