"""EAGLE tree verification: static draft tree + target-side acceptance."""
from .tree import DEFAULT_TREE, TreeTopology
from .verify import TreeVerifier, VerifyOutput

__all__ = ["DEFAULT_TREE", "TreeTopology", "TreeVerifier", "VerifyOutput"]
