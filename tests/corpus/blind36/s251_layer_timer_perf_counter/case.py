import torch

ENTRY = "s251_layer_timer_perf_counter.model:compiled_decoder"


def inputs():
    return (torch.randn(4, 8),)
