import warnings
from typing import Dict, List, Tuple

import torch


class SinkCache:
    """Keeps the first `num_sink_tokens` tokens plus a recent window (attention sinks)."""

    def __init__(self, window_length: int, num_sink_tokens: int) -> None:
        warnings.warn("SinkCache is deprecated and will be removed; use a sliding window cache.", FutureWarning)
        self.window_length = window_length
        self.num_sink_tokens = num_sink_tokens
        self.key_cache: List[torch.Tensor] = []
        self.value_cache: List[torch.Tensor] = []
        self.cos_sin_rerotation_cache: Dict[int, Tuple[torch.Tensor, torch.Tensor]] = {}

    def get_seq_length(self, layer_idx: int = 0) -> int:
        if len(self.key_cache) <= layer_idx:
            return 0
        seq_length = self.key_cache[layer_idx].shape[-2]
        if seq_length > self.window_length:
            warnings.warn(f"SinkCache holds {seq_length} tokens, more than its window {self.window_length}")
        return int(torch.count_nonzero(self.key_cache[layer_idx][0, 0].abs().sum(-1)))

    def get_max_cache_shape(self) -> int:
        return self.window_length
