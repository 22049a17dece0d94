import logging
import time
from typing import List, Tuple

import torch

logger = logging.getLogger(__name__)


class CrossKVBuffer:
    """Device-side storage of encoder (cross-attention) K/V, one slab per layer."""

    def __init__(self, num_layers: int, num_slots: int, num_heads: int, head_dim: int,
                 dtype: torch.dtype = torch.float32):
        start = time.perf_counter()
        self.k_buffer: List[torch.Tensor] = [
            torch.zeros(num_slots, num_heads, head_dim, dtype=dtype) for _ in range(num_layers)
        ]
        self.v_buffer: List[torch.Tensor] = [
            torch.zeros(num_slots, num_heads, head_dim, dtype=dtype) for _ in range(num_layers)
        ]
        nbytes = sum(t.numel() * t.element_size() for t in self.k_buffer + self.v_buffer)
        logger.info("cross-KV buffer: %.2f KiB allocated in %.2f ms", nbytes / 1024,
                    (time.perf_counter() - start) * 1e3)

    def set_cross_kv(self, layer_id: int, slot_start: int, k: torch.Tensor, v: torch.Tensor) -> None:
        n = k.shape[0]
        self.k_buffer[layer_id][slot_start:slot_start + n].copy_(k)
        self.v_buffer[layer_id][slot_start:slot_start + n].copy_(v)

    def get_cross_kv(self, layer_id: int, slot_start: int, num_tokens: int) -> Tuple[torch.Tensor, torch.Tensor]:
        k = self.k_buffer[layer_id][slot_start:slot_start + num_tokens]
        v = self.v_buffer[layer_id][slot_start:slot_start + num_tokens]
        return k, v
