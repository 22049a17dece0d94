import torch

ENTRY = "s1268_static_window_index_runner.encoder_runner:captured_forward"


def inputs():
    return (torch.randn(64, 24),)
