import torch

ENTRY = "r010_disagg_recv_trace_flag.decode:decode_attn"


def inputs():
    return (torch.randn(2, 8), torch.randn(2, 3, 4, 8), torch.tensor([5, 1, 2]))
