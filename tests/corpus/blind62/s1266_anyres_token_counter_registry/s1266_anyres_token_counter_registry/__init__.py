from . import token_counters  # noqa: F401  (populates the registry)
from .llava_next import LlavaNextConfig, LlavaNextImageEncoder

__all__ = ["LlavaNextConfig", "LlavaNextImageEncoder"]
