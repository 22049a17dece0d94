from .config import Int8Config, QuantScheme
from .layers import Int8Linear, project

__all__ = ["Int8Config", "QuantScheme", "Int8Linear", "project"]
