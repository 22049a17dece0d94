import logging
from typing import Any, Optional

import torch
from torch.nn import Parameter

from .marlin_utils import apply_awq_linear, check_marlin_supported

logger = logging.getLogger(__name__)


def _cuda_platform() -> bool:
    return torch.version.cuda is not None and torch.cuda.is_available()


class AWQMarlinConfig:
    def __init__(self, weight_bits: int, group_size: int, zero_point: bool, modules_to_not_convert: Optional[list[str]]):
        self.weight_bits = weight_bits
        self.pack_factor = 32 // weight_bits
        self.group_size = group_size
        self.zero_point = zero_point
        self.modules_to_not_convert = modules_to_not_convert or []

    @classmethod
    def from_config(cls, config: dict[str, Any]) -> "AWQMarlinConfig":
        return cls(config["bits"], config["group_size"], config["zero_point"], config.get("modules_to_not_convert"))

    def get_quant_method(self, layer: torch.nn.Module, prefix: str):
        return AWQMarlinLinearMethod(self)


class AWQMarlinLinearMethod:
    def __init__(self, quant_config: AWQMarlinConfig) -> None:
        self.quant_config = quant_config

    def create_weights(self, layer, input_size_per_partition, output_partition_sizes, params_dtype):
        cfg = self.quant_config
        output_size = sum(output_partition_sizes)
        supported, reason = check_marlin_supported(cfg.group_size, output_size, _cuda_platform())
        if not supported:
            logger.warning("Falling back to AWQ dequantize kernels for %s: %s", type(layer).__name__, reason)
        layer.use_marlin = supported
        num_groups = input_size_per_partition // cfg.group_size
        qweight = torch.randint(0, 2**31 - 1, (input_size_per_partition, output_size // cfg.pack_factor), dtype=torch.int32)
        qzeros = torch.randint(0, 2**31 - 1, (num_groups, output_size // cfg.pack_factor), dtype=torch.int32)
        layer.register_parameter("qweight", Parameter(qweight, requires_grad=False))
        layer.register_parameter("qzeros", Parameter(qzeros, requires_grad=False))
        layer.register_parameter("scales", Parameter(torch.full((num_groups, output_size), 1e-3, dtype=params_dtype), requires_grad=False))
        layer.workspace = torch.zeros(output_size // 64 * 16, dtype=torch.int32) if supported else None

    def apply(self, layer, x, bias=None):
        return apply_awq_linear(
            x,
            layer.qweight,
            layer.scales,
            layer.qzeros,
            self.quant_config.group_size,
            use_marlin=layer.use_marlin,
            workspace=layer.workspace,
            bias=bias,
        )
