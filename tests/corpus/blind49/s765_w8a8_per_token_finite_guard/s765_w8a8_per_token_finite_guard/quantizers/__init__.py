from .base import ActivationQuantizer, QuantArgs
from .int8 import PerTensorInt8Quantizer, PerTokenInt8Quantizer, make_act_quantizer

__all__ = [
    "ActivationQuantizer",
    "QuantArgs",
    "PerTensorInt8Quantizer",
    "PerTokenInt8Quantizer",
    "make_act_quantizer",
]
