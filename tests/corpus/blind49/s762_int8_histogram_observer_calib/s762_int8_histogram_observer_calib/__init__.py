from .observers import OBSERVER_REGISTRY, get_observer_cls
from .quant_linear import CalibInt8Linear, QuantCalibConfig

__all__ = ["OBSERVER_REGISTRY", "get_observer_cls", "CalibInt8Linear", "QuantCalibConfig"]
