from .radix_cache import RadixCache, TreeNode
from .model_runner import ModelRunner

__all__ = ["RadixCache", "TreeNode", "ModelRunner"]
