from .server_args import ServerArgs, get_global_server_args
from .eagle_worker import EagleDraftWorker

__all__ = ["ServerArgs", "get_global_server_args", "EagleDraftWorker"]
