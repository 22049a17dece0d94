import logging

from .import_utils import is_torch_fx_proxy, is_torchdynamo_compiling, is_tracing


def get_logger(name):
    return logging.getLogger(name)


__all__ = ["get_logger", "is_torch_fx_proxy", "is_torchdynamo_compiling", "is_tracing"]
