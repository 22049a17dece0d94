import torch

ENTRY = "s130_window_overflow_warning.attn:windowed_prefill"


def inputs():
    torch.manual_seed(0)
    return (torch.randn(1, 2, 12, 8), torch.randn(1, 2, 12, 8), torch.randn(1, 2, 12, 8))
