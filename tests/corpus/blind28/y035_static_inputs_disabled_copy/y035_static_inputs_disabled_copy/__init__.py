from .graph_runner import StaticGraphRunner

__all__ = ["StaticGraphRunner"]
