import torch

ENTRY = "s588_send_metadata_is_compiling_guard.stages:run_virtual_pipeline"


def inputs():
    return (torch.randn(4, 8),)
