"""Per-request adapter routing for a single transformer MLP block."""
from .model import RoutedBlock, compiled_block

__all__ = ["RoutedBlock", "compiled_block"]
