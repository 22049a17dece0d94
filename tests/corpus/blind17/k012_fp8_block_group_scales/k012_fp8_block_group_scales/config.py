"""Quantization config and its registry."""
from __future__ import annotations

from typing import Any


class QuantizationConfig:
    @classmethod
    def get_name(cls) -> str:
        raise NotImplementedError

    def get_quant_method(self, layer) -> Any:
        raise NotImplementedError


class Fp8Config(QuantizationConfig):
    def __init__(self, weight_block_size: tuple[int, int] = (128, 128), activation_scheme: str = "dynamic"):
        self.weight_block_size = tuple(weight_block_size)
        self.activation_scheme = activation_scheme

    @classmethod
    def get_name(cls) -> str:
        return "fp8"

    @classmethod
    def from_config(cls, config: dict[str, Any]) -> "Fp8Config":
        return cls(config.get("weight_block_size", (128, 128)), config.get("activation_scheme", "dynamic"))

    def get_quant_method(self, layer):
        from .fp8 import Fp8BlockLinearMethod

        return Fp8BlockLinearMethod(self)


QUANTIZATION_METHODS: dict[str, type[QuantizationConfig]] = {"fp8": Fp8Config}


def get_quantization_config(name: str) -> type[QuantizationConfig]:
    if name not in QUANTIZATION_METHODS:
        raise ValueError(f"Invalid quantization method: {name}")
    return QUANTIZATION_METHODS[name]
