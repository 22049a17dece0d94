import logging
import time

import torch

logger = logging.getLogger(__name__)


class FlashAttentionImpl:
    def __init__(self, num_heads: int, head_size: int, scale: float, sliding_window=None):
        from flash_attn import flash_attn_varlen_func  # only importable on GPU builds

        self._fn = flash_attn_varlen_func
        self.num_heads = num_heads
        self.head_size = head_size
        self.scale = scale
        self.sliding_window = (-1, -1) if sliding_window is None else (sliding_window - 1, 0)

    def forward(self, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor) -> torch.Tensor:
        start = time.perf_counter()
        out = self._fn(query, key, value, causal=True, softmax_scale=self.scale, window_size=self.sliding_window)
        logger.debug("flash_attn forward %.3f ms", (time.perf_counter() - start) * 1e3)
        return out
