from typing import List, Optional, Tuple

import torch


class ReqCrossKV:
    """Cross-attention K/V of one layer, tied to the encoder output it came from."""

    __slots__ = ("key", "value", "src_ptr", "src_len")

    def __init__(self):
        self.key: Optional[torch.Tensor] = None
        self.value: Optional[torch.Tensor] = None
        self.src_ptr: int = 0
        self.src_len: int = -1


class CrossKVPool:
    def __init__(self, num_layers: int):
        self.layers: List[ReqCrossKV] = [ReqCrossKV() for _ in range(num_layers)]

    def is_valid_for(self, layer_id: int, encoder_out: torch.Tensor) -> bool:
        entry = self.layers[layer_id]
        if entry.src_ptr != encoder_out.data_ptr():
            return False
        return entry.key is not None and entry.src_len == encoder_out.shape[1]

    def save(self, layer_id: int, encoder_out: torch.Tensor, key: torch.Tensor, value: torch.Tensor) -> None:
        entry = self.layers[layer_id]
        entry.key, entry.value = key, value
        entry.src_ptr = encoder_out.data_ptr()
        entry.src_len = encoder_out.shape[1]

    def load(self, layer_id: int) -> Tuple[torch.Tensor, torch.Tensor]:
        entry = self.layers[layer_id]
        return entry.key, entry.value

    def clear(self) -> None:
        for entry in self.layers:
            entry.key = entry.value = None
            entry.src_len = -1
