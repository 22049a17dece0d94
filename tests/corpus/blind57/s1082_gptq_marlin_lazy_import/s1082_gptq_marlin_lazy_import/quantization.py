from typing import Any

import torch
from torch.nn import Parameter

from .marlin_utils import apply_gptq_marlin_linear, pack_int4_cols


class LinearMethodBase:
    def create_weights(self, layer, input_size_per_partition, output_size_per_partition, params_dtype):
        raise NotImplementedError

    def apply(self, layer, x, bias=None):
        raise NotImplementedError


class QuantizationConfig:
    packed_modules_mapping: dict[str, list[str]] = {}

    @classmethod
    def get_name(cls) -> str:
        raise NotImplementedError

    @classmethod
    def from_config(cls, config: dict[str, Any]) -> "QuantizationConfig":
        raise NotImplementedError

    def get_quant_method(self, layer: torch.nn.Module, prefix: str):
        raise NotImplementedError


class GPTQMarlinConfig(QuantizationConfig):
    def __init__(self, weight_bits: int, group_size: int, desc_act: bool, is_sym: bool):
        self.weight_bits = weight_bits
        self.group_size = group_size
        self.desc_act = desc_act
        self.is_sym = is_sym
        self.pack_factor = 32 // weight_bits

    @classmethod
    def get_name(cls) -> str:
        return "gptq_marlin"

    @classmethod
    def from_config(cls, config: dict[str, Any]) -> "GPTQMarlinConfig":
        return cls(
            weight_bits=config["bits"],
            group_size=config["group_size"],
            desc_act=config.get("desc_act", False),
            is_sym=config.get("sym", True),
        )

    def get_quant_method(self, layer, prefix):
        return GPTQMarlinLinearMethod(self)


class GPTQMarlinLinearMethod(LinearMethodBase):
    def __init__(self, quant_config: GPTQMarlinConfig):
        self.quant_config = quant_config

    def create_weights(self, layer, input_size_per_partition, output_size_per_partition, params_dtype):
        cfg = self.quant_config
        num_groups = input_size_per_partition // cfg.group_size
        raw = torch.randint(0, 16, (input_size_per_partition, output_size_per_partition), dtype=torch.int32)
        layer.register_parameter("qweight", Parameter(pack_int4_cols(raw, cfg.pack_factor), requires_grad=False))
        layer.register_parameter(
            "scales", Parameter(torch.full((num_groups, output_size_per_partition), 0.01, dtype=params_dtype), requires_grad=False)
        )
        layer.register_buffer("g_idx", torch.arange(input_size_per_partition, dtype=torch.int32) // cfg.group_size)

    def apply(self, layer, x, bias=None):
        return apply_gptq_marlin_linear(
            input=x,
            weight=layer.qweight,
            weight_scale=layer.scales,
            g_idx=layer.g_idx,
            num_bits=self.quant_config.weight_bits,
            is_sym=self.quant_config.is_sym,
            bias=bias,
        )


QUANTIZATION_METHODS: dict[str, type[QuantizationConfig]] = {
    "gptq_marlin": GPTQMarlinConfig,
}


def get_quantization_config(quantization: str) -> type[QuantizationConfig]:
    if quantization not in QUANTIZATION_METHODS:
        raise ValueError(f"Invalid quantization method: {quantization}")
    return QUANTIZATION_METHODS[quantization]
