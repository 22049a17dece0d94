from .gptq import GPTQConfig, GPTQLinearMethod
from .runner import GPTQRunner, decode

__all__ = ["GPTQConfig", "GPTQLinearMethod", "GPTQRunner", "decode"]
