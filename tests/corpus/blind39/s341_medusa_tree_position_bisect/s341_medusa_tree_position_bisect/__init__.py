"""Medusa-style multi-head drafting with a static candidate tree."""
from .config import MedusaConfig
from .medusa_model import MedusaDraftModel

__all__ = ["MedusaConfig", "MedusaDraftModel"]
