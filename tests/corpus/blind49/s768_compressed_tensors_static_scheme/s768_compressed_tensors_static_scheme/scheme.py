import logging

import torch
from torch import nn

from .config import CompressedTensorsConfig

logger = logging.getLogger(__name__)

FP8 = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8).max


class CompressedTensorsW8A8Fp8(nn.Module):
    def __init__(self, in_features: int, out_features: int, cfg: CompressedTensorsConfig):
        super().__init__()
        self.cfg = cfg
        self.is_static_input_scheme = cfg.is_static_input_scheme
        w = torch.randn(out_features, in_features) * 0.02
        w_scale = w.abs().amax(dim=1, keepdim=True) / FP8_MAX
        self.register_buffer("weight", (w / w_scale).to(FP8))
        self.register_buffer("weight_scale", w_scale)
        self.register_buffer("input_scale", torch.ones(1))
        self.calibrating = False
        self.num_calib_batches = 0

    def _calibrate_static_scale(self, x: torch.Tensor) -> torch.Tensor:
        per_row = x.abs().amax(dim=-1).tolist()
        cur = max(per_row) / FP8_MAX
        if cur > self.input_scale.item():
            logger.info("raising static input scale to %.6f after %d batches", cur, self.num_calib_batches)
            self.input_scale.fill_(cur)
        self.num_calib_batches += 1
        return self.input_scale

    def _dynamic_scale(self, x: torch.Tensor) -> torch.Tensor:
        if self.cfg.is_per_token_input:
            return x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-12) / FP8_MAX
        return (x.abs().amax() / FP8_MAX).clamp(min=1e-12)

    def apply_weights(self, x: torch.Tensor) -> torch.Tensor:
        if self.is_static_input_scheme:
            scale = self._calibrate_static_scale(x) if self.calibrating else self.input_scale
        else:
            scale = self._dynamic_scale(x)
            if not torch.compiler.is_compiling():
                logger.debug("dynamic fp8 scale range [%s, %s]", scale.min().item(), scale.max().item())
        x_q = (x / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8)
        out = torch.nn.functional.linear(x_q.float(), self.weight.float())
        return out * scale * self.weight_scale.t()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.apply_weights(x)
