import torch

ENTRY = "c023_logger_warning_once_global_flag.kv:write_kv"


def inputs():
    return (torch.randn(4, 8),)
