from .gptq import GPTQConfig, GPTQLinearMethod

__all__ = ["GPTQConfig", "GPTQLinearMethod"]
