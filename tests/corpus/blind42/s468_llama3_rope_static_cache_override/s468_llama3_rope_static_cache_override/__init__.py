from .base import BaseRotaryEmbedding
from .llama3 import Llama3RotaryEmbedding

__all__ = ["BaseRotaryEmbedding", "Llama3RotaryEmbedding"]
