import torch

ENTRY = "h017_request_trace_uuid.model:lm_head_compiled"


def inputs():
    return (torch.randn(2, 8),)
