import logging
from typing import Any, Optional

import torch
import torch.nn.functional as F
from torch.nn import Parameter

from .quant_utils import is_layer_skipped, unpack_awq_int4

logger = logging.getLogger(__name__)


class UnquantizedLinearMethod:
    def create_weights(self, layer, input_size_per_partition, output_partition_sizes, params_dtype):
        weight = torch.randn(sum(output_partition_sizes), input_size_per_partition, dtype=params_dtype) * 0.02
        layer.register_parameter("weight", Parameter(weight, requires_grad=False))

    def apply(self, layer, x, bias=None):
        return F.linear(x, layer.weight, bias)


class AWQConfig:
    packed_modules_mapping = {
        "qkv_proj": ["q_proj", "k_proj", "v_proj"],
        "gate_up_proj": ["gate_proj", "up_proj"],
        "qkv": ["q", "k", "v"],
    }

    def __init__(self, weight_bits: int, group_size: int, zero_point: bool, modules_to_not_convert: Optional[list[str]] = None):
        self.weight_bits = weight_bits
        self.group_size = group_size
        self.zero_point = zero_point
        self.modules_to_not_convert = modules_to_not_convert or []
        self.pack_factor = 32 // weight_bits

    @classmethod
    def from_config(cls, config: dict[str, Any]) -> "AWQConfig":
        return cls(
            weight_bits=config.get("w_bit", config.get("bits", 4)),
            group_size=config.get("q_group_size", config.get("group_size", 128)),
            zero_point=config.get("zero_point", True),
            modules_to_not_convert=config.get("modules_to_not_convert"),
        )

    def get_quant_method(self, layer: torch.nn.Module, prefix: str):
        if is_layer_skipped(prefix, self.modules_to_not_convert, self.packed_modules_mapping):
            logger.debug("Layer %s is listed in modules_to_not_convert, keeping it unquantized", prefix)
            return UnquantizedLinearMethod()
        return AWQLinearMethod(self)


class AWQLinearMethod:
    def __init__(self, quant_config: AWQConfig):
        self.quant_config = quant_config

    def create_weights(self, layer, input_size_per_partition, output_partition_sizes, params_dtype):
        cfg = self.quant_config
        output_size = sum(output_partition_sizes)
        num_groups = input_size_per_partition // cfg.group_size
        qweight = torch.randint(0, 2**31 - 1, (input_size_per_partition, output_size // cfg.pack_factor), dtype=torch.int32)
        qzeros = torch.full((num_groups, output_size // cfg.pack_factor), 0x88888888 - 2**32, dtype=torch.int32)
        layer.register_parameter("qweight", Parameter(qweight, requires_grad=False))
        layer.register_parameter("qzeros", Parameter(qzeros, requires_grad=False))
        layer.register_parameter("scales", Parameter(torch.full((num_groups, output_size), 0.01, dtype=params_dtype), requires_grad=False))

    def apply(self, layer, x, bias=None):
        group_size = self.quant_config.group_size
        w = unpack_awq_int4(layer.qweight).to(x.dtype)
        z = unpack_awq_int4(layer.qzeros).to(x.dtype)
        scales = layer.scales.repeat_interleave(group_size, dim=0)
        zeros = z.repeat_interleave(group_size, dim=0)
        out = x @ ((w - zeros) * scales)
        return out if bias is None else out + bias
