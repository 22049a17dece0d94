from .server_args import SERVER_ARGS, ServerArgs
from .worker import run_batch

__all__ = ["SERVER_ARGS", "ServerArgs", "run_batch"]
