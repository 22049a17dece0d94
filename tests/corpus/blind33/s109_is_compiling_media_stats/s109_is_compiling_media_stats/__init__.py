"""VL model with request-level media statistics and optional debug dumps."""
from .vl_model import VLModel, build_vl_model

__all__ = ["VLModel", "build_vl_model"]
