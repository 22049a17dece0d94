from .fake_quant import QUANT_METHODS, QuantConfig, apply_fake_quant

__all__ = ["QUANT_METHODS", "QuantConfig", "apply_fake_quant"]
