from . import chunked_attention  # noqa: F401  (registers "chunked_sdpa")
from .attention_registry import ALL_ATTENTION_FUNCTIONS

__all__ = ["ALL_ATTENTION_FUNCTIONS"]
