from typing import Optional, Tuple

import torch

from .base import ScaledMMLinearKernel, ScaledMMLinearLayerConfig


class TorchScaledMMLinearKernel(ScaledMMLinearKernel):
    @classmethod
    def can_implement(cls, c: ScaledMMLinearLayerConfig) -> Tuple[bool, Optional[str]]:
        if not c.input_symmetric:
            return False, "torch fallback only supports symmetric input quantization"
        return True, None

    def apply_weights(self, layer, x, bias=None):
        if self.config.is_static_input_scheme:
            x_scale = layer.input_scale
        else:
            x_scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-12) / 127.0
        x_q = torch.round(x / x_scale).clamp(-128, 127)
        w = layer.weight.float()
        out = (x_q @ w.t()) * x_scale * layer.weight_scale.view(1, -1)
        return out if bias is None else out + bias
