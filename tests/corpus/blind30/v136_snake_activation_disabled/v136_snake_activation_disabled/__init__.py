"""BigVGAN-style decoder with periodic (Snake) activations."""
from .activations import Snake, get_snake_impl
from .model import BigVGANLite, compiled

__all__ = ["Snake", "get_snake_impl", "BigVGANLite", "compiled"]
