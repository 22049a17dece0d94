import torch

ENTRY = "s809_encdec_runner_debug_dump.model_runner:forward_decode"


def inputs():
    return (torch.tensor([[3, 4]]), torch.randn(1, 6, 8))
