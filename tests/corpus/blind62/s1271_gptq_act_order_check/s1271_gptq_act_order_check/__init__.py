from .config import GPTQConfig
from .model import QuantLlamaMLP

__all__ = ["GPTQConfig", "QuantLlamaMLP"]
