from .block import RWKVBlock

__all__ = ["RWKVBlock"]
