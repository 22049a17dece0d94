from .registry import MULTIMODAL_EMBEDDERS, register_embedder
from . import encoders  # noqa: F401  (populates the registry)

__all__ = ["MULTIMODAL_EMBEDDERS", "register_embedder"]
