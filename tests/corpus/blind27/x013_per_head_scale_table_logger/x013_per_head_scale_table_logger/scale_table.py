import logging
from typing import Dict, Optional

import torch

logger = logging.getLogger(__name__)


class PerHeadScaleTable:
    """Per-layer, per-head KV scales loaded from a calibration checkpoint."""

    def __init__(self, num_heads: int, default: float = 1.0):
        self.num_heads = num_heads
        self.default = default
        self._k: Dict[int, torch.Tensor] = {}
        self._v: Dict[int, torch.Tensor] = {}

    def load(self, layer_idx: int, k_scales, v_scales) -> None:
        self._k[layer_idx] = torch.as_tensor(k_scales, dtype=torch.float32)
        self._v[layer_idx] = torch.as_tensor(v_scales, dtype=torch.float32)

    def _lookup(self, table: Dict[int, torch.Tensor], layer_idx: int) -> Optional[torch.Tensor]:
        return table.get(layer_idx)

    def scales_for(self, layer_idx: int):
        k = self._lookup(self._k, layer_idx)
        v = self._lookup(self._v, layer_idx)
        if k is None or v is None:
            logger.warning(
                "no calibrated kv scales for layer %d, falling back to %.2f", layer_idx, self.default
            )
            ones = torch.full((self.num_heads,), self.default)
            return ones, ones
        return k, v
