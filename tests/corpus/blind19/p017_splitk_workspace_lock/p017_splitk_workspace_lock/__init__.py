"""Split-K int4 GEMM wrapper with a shared, growable scratch workspace."""
from .workspace import WorkspaceManager, get_workspace_manager

__all__ = ["WorkspaceManager", "get_workspace_manager"]
