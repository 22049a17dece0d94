from .block import ResidualBlock

__all__ = ["ResidualBlock"]
