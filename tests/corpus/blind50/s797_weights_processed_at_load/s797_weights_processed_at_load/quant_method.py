import gc
import logging

import torch
from torch import nn
from torch.nn import Parameter

logger = logging.getLogger(__name__)


class W8A16LinearMethod:
    """int8 weight-only linear; weights are transposed to [K, N] once after loading."""

    def create_weights(self, layer: nn.Module, in_features: int, out_features: int) -> None:
        layer.weight = Parameter(
            torch.randint(-127, 127, (out_features, in_features), dtype=torch.int8), requires_grad=False
        )
        layer.weight_scale = Parameter(torch.rand(out_features) * 0.01, requires_grad=False)
        layer.weights_processed = False

    def process_weights_after_loading(self, layer: nn.Module) -> None:
        if layer.weights_processed:
            return
        w_kn = layer.weight.data.t().contiguous()
        layer.weight = Parameter(w_kn, requires_grad=False)
        layer.weight_scale = Parameter(layer.weight_scale.data.view(1, -1), requires_grad=False)
        layer.weights_processed = True
        logger.debug("transposed int8 weight to %s", tuple(w_kn.shape))
        gc.collect()

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        if not layer.weights_processed:
            self.process_weights_after_loading(layer)
        return torch.mm(x, layer.weight.to(x.dtype)) * layer.weight_scale
