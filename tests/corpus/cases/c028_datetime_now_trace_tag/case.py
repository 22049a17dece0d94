import torch

ENTRY = "c028_datetime_now_trace_tag.spec_decode:verify"


def inputs():
    return (torch.randn(4, 8),)
