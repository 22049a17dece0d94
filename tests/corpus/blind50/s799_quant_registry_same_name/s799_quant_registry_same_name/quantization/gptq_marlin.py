import gc
import logging
import subprocess

import torch
from torch import nn
from torch.nn import Parameter

logger = logging.getLogger(__name__)


def _marlin_supported() -> bool:
    try:
        out = subprocess.run(["true"], capture_output=True, check=False)
        return out.returncode == 0
    except OSError:
        return False


class GPTQMarlinConfig:
    def get_name(self) -> str:
        return "gptq_marlin"

    def get_quant_method(self, layer: nn.Module):
        return GPTQMarlinLinearMethod(self)


class GPTQMarlinLinearMethod:
    def __init__(self, quant_config: GPTQMarlinConfig):
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, in_features: int, out_features: int) -> None:
        layer.qweight = Parameter(
            torch.randint(0, 2**30, (in_features // 8, out_features), dtype=torch.int32), requires_grad=False
        )
        layer.scales = Parameter(torch.rand(1, out_features) * 0.01, requires_grad=False)

    def process_weights_after_loading(self, layer: nn.Module) -> None:
        if not _marlin_supported():
            raise RuntimeError("marlin kernels are not available on this device")
        shifts = torch.arange(0, 32, 4, dtype=torch.int32)
        w = ((layer.qweight.data.unsqueeze(1) >> shifts.view(1, -1, 1)) & 0xF).reshape(-1, layer.qweight.shape[1])
        layer.qweight = Parameter(w.t().contiguous(), requires_grad=False)
        logger.info("repacked %s to marlin format", type(layer).__name__)
        gc.collect()

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        w = (layer.qweight.to(x.dtype) - 8.0) * layer.scales.t()
        return x @ w.t()
