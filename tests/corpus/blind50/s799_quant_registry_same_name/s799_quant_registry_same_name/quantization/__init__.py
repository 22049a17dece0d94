from typing import Dict, Type

from .fp8 import Fp8Config
from .gptq_marlin import GPTQMarlinConfig

QUANTIZATION_METHODS: Dict[str, Type] = {
    "fp8": Fp8Config,
    "gptq_marlin": GPTQMarlinConfig,
}


def get_quantization_config(name: str):
    if name not in QUANTIZATION_METHODS:
        raise ValueError(f"Invalid quantization method: {name}")
    return QUANTIZATION_METHODS[name]()
