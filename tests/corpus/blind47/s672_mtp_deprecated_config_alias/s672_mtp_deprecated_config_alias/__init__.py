"""DeepSeek-style multi-token-prediction (MTP) draft head."""
from .config import MTPConfig
from .model import MTPDraftModel

__all__ = ["MTPConfig", "MTPDraftModel"]
