from .gemma2 import Gemma2Attention, Gemma2AttnConfig, attention_forward

__all__ = ["Gemma2Attention", "Gemma2AttnConfig", "attention_forward"]
