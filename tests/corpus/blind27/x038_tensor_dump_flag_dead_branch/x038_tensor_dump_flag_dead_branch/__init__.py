from .envs import DUMP_ACTIVATIONS, DUMP_DIR
from .model import TinyLM

__all__ = ["DUMP_ACTIVATIONS", "DUMP_DIR", "TinyLM"]
