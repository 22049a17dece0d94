import logging
import sys

import torch
from torch import nn

logger = logging.getLogger(__name__)


class LocalGlobalMaskCache(nn.Module):
    """Precomputes additive masks for every layer type up to ``max_positions`` tokens."""

    def __init__(self, local_attention: int, max_positions: int):
        super().__init__()
        half_window = local_attention // 2
        rows = []
        for i in range(max_positions):
            row = [0.0 if abs(i - j) <= half_window else float("-inf") for j in range(max_positions)]
            rows.append(row)
        window_bias = torch.tensor(rows, dtype=torch.float32)
        visible = (window_bias == 0).sum(dim=-1).tolist()
        logger.info("local attention window %d: tokens visible per row %s", local_attention, visible[:4])
        self.register_buffer("sliding_bias", window_bias, persistent=False)
        self.register_buffer("global_bias", torch.zeros_like(window_bias), persistent=False)

    def get_mask(self, layer_type: str, seq_len: int) -> torch.Tensor:
        bias = self.sliding_bias if layer_type == "sliding_attention" else self.global_bias
        return bias[:seq_len, :seq_len]


class MaskInspector:
    """Debug helper used from notebooks: renders the visible region of a mask."""

    def __init__(self, cache: LocalGlobalMaskCache):
        self.cache = cache

    def get_mask(self, layer_type: str, seq_len: int) -> torch.Tensor:
        mask = self.cache.get_mask(layer_type, seq_len)
        for row in (mask == 0).int().tolist():
            sys.stdout.write("".join("#" if v else "." for v in row) + "\n")
        return mask
