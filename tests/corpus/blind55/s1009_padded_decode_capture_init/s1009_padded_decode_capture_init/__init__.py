from .cuda_graph_runner import PaddedDecodeModel

__all__ = ["PaddedDecodeModel"]
