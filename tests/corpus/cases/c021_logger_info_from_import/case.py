import torch

ENTRY = "c021_logger_info_from_import.pipeline:prefill"


def inputs():
    return (torch.randn(4, 8),)
