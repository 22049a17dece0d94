"""Item tower that deduplicates candidate ids before the embedding lookup."""
from .tower import ItemTower, build_item_tower

__all__ = ["ItemTower", "build_item_tower"]
