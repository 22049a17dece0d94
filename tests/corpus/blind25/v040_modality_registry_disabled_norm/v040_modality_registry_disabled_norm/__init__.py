from .registry import get_preprocessor, register_modality
from . import preprocess  # noqa: F401  (populates the registry)
from .connector import OmniConnector

__all__ = ["get_preprocessor", "register_modality", "OmniConnector"]
