from .modeling_gpt import GPTBlock, GPTConfig

__all__ = ["GPTBlock", "GPTConfig"]
