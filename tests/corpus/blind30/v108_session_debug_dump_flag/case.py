import torch

ENTRY = "v108_session_debug_dump_flag.turn:step"


def inputs():
    return (torch.randn(6, 8), torch.randn(2, 8))
