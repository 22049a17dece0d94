from typing import Any, Optional

import torch
from torch.nn import Parameter

from .platforms import current_platform
from .scaled_mm import ScaledMMLinearLayerConfig, choose_scaled_mm_linear_kernel


class CompressedTensorsScheme:
    @classmethod
    def get_min_capability(cls) -> int:
        raise NotImplementedError

    def create_weights(self, layer, output_partition_sizes, input_size_per_partition, params_dtype):
        raise NotImplementedError

    def apply_weights(self, layer, x, bias=None):
        raise NotImplementedError


class CompressedTensorsW8A8Int8(CompressedTensorsScheme):
    def __init__(self, strategy: str, is_static_input_scheme: bool, input_symmetric: bool):
        self.strategy = strategy
        self.is_static_input_scheme = is_static_input_scheme
        self.input_symmetric = input_symmetric

    @classmethod
    def get_min_capability(cls) -> int:
        return 75

    def create_weights(self, layer, output_partition_sizes, input_size_per_partition, params_dtype):
        out = sum(output_partition_sizes)
        weight = torch.randint(-127, 128, (out, input_size_per_partition), dtype=torch.int8)
        layer.register_parameter("weight", Parameter(weight, requires_grad=False))
        layer.register_parameter("weight_scale", Parameter(torch.full((out, 1), 1e-3, dtype=torch.float32), requires_grad=False))
        self.kernel_config = ScaledMMLinearLayerConfig(
            is_channelwise=self.strategy == "channel",
            is_static_input_scheme=self.is_static_input_scheme,
            input_symmetric=self.input_symmetric,
        )

    def apply_weights(self, layer, x, bias=None):
        kernel_type = choose_scaled_mm_linear_kernel(self.kernel_config)
        return kernel_type(self.kernel_config).apply_weights(layer, x, bias)


class CompressedTensorsLinearMethod:
    def __init__(self, quantization_config: "CompressedTensorsConfig"):
        self.quantization_config = quantization_config

    def create_weights(self, layer, input_size_per_partition, output_partition_sizes, params_dtype):
        layer.scheme.create_weights(layer, output_partition_sizes, input_size_per_partition, params_dtype)

    def apply(self, layer, x, bias: Optional[torch.Tensor] = None):
        return layer.scheme.apply_weights(layer, x, bias=bias)


class CompressedTensorsConfig:
    def __init__(self, target_scheme_map: dict[str, Any], ignore: list[str]):
        self.target_scheme_map = target_scheme_map
        self.ignore = ignore

    @classmethod
    def from_config(cls, config: dict[str, Any]) -> "CompressedTensorsConfig":
        target_scheme_map = {}
        for group in config["config_groups"].values():
            for target in group["targets"]:
                target_scheme_map[target] = {"weights": group["weights"], "input_activations": group.get("input_activations")}
        return cls(target_scheme_map, config.get("ignore", []))

    def _get_scheme_from_parts(self, weight_quant: dict, input_quant: Optional[dict]) -> CompressedTensorsScheme:
        if weight_quant["num_bits"] == 8 and input_quant is not None and input_quant["num_bits"] == 8:
            return CompressedTensorsW8A8Int8(
                strategy=weight_quant["strategy"],
                is_static_input_scheme=not input_quant.get("dynamic", True),
                input_symmetric=input_quant.get("symmetric", True),
            )
        raise NotImplementedError("No compressed-tensors compatible scheme was found.")

    def get_scheme(self, layer: torch.nn.Module) -> CompressedTensorsScheme:
        scheme_dict = self.target_scheme_map["Linear"]
        scheme = self._get_scheme_from_parts(scheme_dict["weights"], scheme_dict["input_activations"])
        capability = current_platform.get_device_capability()
        if capability is not None and capability.to_int() < scheme.get_min_capability():
            raise RuntimeError(f"Quantization scheme is not supported for the current GPU ({capability}).")
        return scheme

    def get_quant_method(self, layer: torch.nn.Module, prefix: str):
        layer.scheme = self.get_scheme(layer)
        return CompressedTensorsLinearMethod(self)
