from . import envs
from .model_runner import HFModelRunner

__all__ = ["envs", "HFModelRunner"]
