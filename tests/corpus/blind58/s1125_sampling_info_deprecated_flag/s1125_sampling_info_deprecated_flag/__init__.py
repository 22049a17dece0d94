from .server_args import ServerArgs

__all__ = ["ServerArgs"]
