import torch

ENTRY = "s644_req_output_buffer_lock.model_runner:decode"


def inputs():
    return (torch.randn(4, 8),)
