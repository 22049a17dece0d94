from .block import ResidualBlock, compiled_block

__all__ = ["ResidualBlock", "compiled_block"]
