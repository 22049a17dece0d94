from typing import Dict, Optional, Type

from .base import QuantizationConfig, UnquantizedLinearMethod
from .fp8 import Fp8Config

QUANTIZATION_METHODS: Dict[str, Type[QuantizationConfig]] = {
    "fp8": Fp8Config,
}


def get_quantization_config(name: Optional[str]) -> Optional[QuantizationConfig]:
    if name is None:
        return None
    if name not in QUANTIZATION_METHODS:
        raise ValueError(f"Invalid quantization method: {name}")
    return QUANTIZATION_METHODS[name].from_config({})


__all__ = ["get_quantization_config", "QuantizationConfig", "UnquantizedLinearMethod"]
