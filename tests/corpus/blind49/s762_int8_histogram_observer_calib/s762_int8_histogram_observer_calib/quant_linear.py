from dataclasses import dataclass

import torch
from torch import nn

from .observers import get_observer_cls


@dataclass
class QuantCalibConfig:
    observer: str = "histogram"
    per_token: bool = False
    calibrate: bool = True


def _fake_quant_int8(x: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    q = torch.clamp(torch.round(x / scale), -128, 127)
    return q * scale


class CalibInt8Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int, cfg: QuantCalibConfig):
        super().__init__()
        self.cfg = cfg
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.05)
        self.input_observer = get_observer_cls(cfg.observer)()

    def _input_scale(self, x: torch.Tensor) -> torch.Tensor:
        if self.cfg.per_token:
            return x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-8) / 127
        return self.input_observer.calculate_qparams()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.cfg.calibrate:
            x = self.input_observer(x)
        scale = self._input_scale(x)
        x_q = _fake_quant_int8(x, scale)
        return torch.nn.functional.linear(x_q, self.weight)


def calib_forward(layer: CalibInt8Linear, x: torch.Tensor) -> torch.Tensor:
    return layer(x)


calib_layer = CalibInt8Linear(8, 8, QuantCalibConfig())
calib_step = torch.compile(calib_forward, fullgraph=True)
