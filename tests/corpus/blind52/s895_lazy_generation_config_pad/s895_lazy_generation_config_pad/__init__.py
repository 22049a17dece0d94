from .configs import ModelConfig
from .runner import CausalLMRunner

__all__ = ["ModelConfig", "CausalLMRunner"]
