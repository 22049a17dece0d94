from .config import HybridConfig
from .model import HybridForCausalLM

__all__ = ["HybridConfig", "HybridForCausalLM"]
