from .quant_api import Int8WeightOnlyConfig, quantize_

__all__ = ["Int8WeightOnlyConfig", "quantize_"]
