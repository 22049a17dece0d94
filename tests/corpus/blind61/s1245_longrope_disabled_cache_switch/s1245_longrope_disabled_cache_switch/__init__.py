from .phi3 import Phi3Attention, Phi3Config

__all__ = ["Phi3Attention", "Phi3Config"]
