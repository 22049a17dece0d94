from .configs import GemmaArchConfig, get_arch_config
from .model import GemmaModel

__all__ = ["GemmaArchConfig", "GemmaModel", "get_arch_config"]
