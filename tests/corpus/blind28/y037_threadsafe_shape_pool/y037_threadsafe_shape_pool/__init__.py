from .pool import ShapeKeyedPool, get_pool
from .model import KVProjector, project_kv

__all__ = ["ShapeKeyedPool", "get_pool", "KVProjector", "project_kv"]
