from .buckets import BucketTable
from .runner import GraphRunner, execute_decode

__all__ = ["BucketTable", "GraphRunner", "execute_decode"]
