from .server_args import ServerArgs
from .cuda_graph_runner import CudaGraphRunner

__all__ = ["ServerArgs", "CudaGraphRunner"]
