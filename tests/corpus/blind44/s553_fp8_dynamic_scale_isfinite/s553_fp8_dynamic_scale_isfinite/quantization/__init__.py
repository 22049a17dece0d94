from typing import Dict, Type

from .base import QuantizationConfig
from .fp8 import Fp8Config

QUANTIZATION_METHODS: Dict[str, Type[QuantizationConfig]] = {
    "fp8": Fp8Config,
}


def get_quantization_config(name: str) -> Type[QuantizationConfig]:
    if name not in QUANTIZATION_METHODS:
        raise ValueError(f"Unknown quantization method {name!r}")
    return QUANTIZATION_METHODS[name]
