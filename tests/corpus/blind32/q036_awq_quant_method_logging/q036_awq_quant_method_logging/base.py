"""Quantisation method interface (vLLM-style)."""
import logging

import torch

logger = logging.getLogger(__name__)


class QuantizeMethodBase:
    name = "base"

    def create_weights(self, layer, in_features: int, out_features: int) -> None:
        raise NotImplementedError

    def apply(self, layer, x: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def _trace_shapes(self, x: torch.Tensor, n: int) -> None:
        logger.debug("%s gemm m=%d k=%d n=%d", self.name, x.shape[0], x.shape[1], n)
