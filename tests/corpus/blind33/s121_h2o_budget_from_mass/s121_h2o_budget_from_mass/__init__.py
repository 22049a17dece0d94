"""Heavy-hitter (H2O style) KV selection for decode."""
from .config import EvictionConfig
