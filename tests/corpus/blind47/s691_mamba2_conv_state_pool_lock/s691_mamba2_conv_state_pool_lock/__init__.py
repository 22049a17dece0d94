"""Mamba2 decode path backed by a slot-indexed conv/ssm state pool."""
from .config import Mamba2Config
from .model import Mamba2ForDecode, compiled

__all__ = ["Mamba2Config", "Mamba2ForDecode", "compiled"]
