import torch

ENTRY = "x006_request_chain_debug_log.batch:run_pipeline"


def inputs():
    return (torch.randn(4, 16),)
