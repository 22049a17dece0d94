from .quantization import QUANTIZATION_METHODS, get_quantization_config

__all__ = ["QUANTIZATION_METHODS", "get_quantization_config"]
