from .fp8 import Fp8Config, Fp8LinearMethod, UnquantizedLinearMethod

QUANTIZATION_METHODS = {
    "fp8": Fp8Config,
    None: None,
}


def get_quant_config(name):
    cls = QUANTIZATION_METHODS.get(name)
    return cls() if cls is not None else None


__all__ = [
    "Fp8Config",
    "Fp8LinearMethod",
    "UnquantizedLinearMethod",
    "get_quant_config",
]
