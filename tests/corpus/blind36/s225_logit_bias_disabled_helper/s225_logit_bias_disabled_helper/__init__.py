from .bias import LogitBiasTable
from .engine import DecodeEngine, engine

__all__ = ["LogitBiasTable", "DecodeEngine", "engine"]
