import torch

ENTRY = "s618_sink_window_mask_debug_dump.attention:sink_window_prefill"


def inputs():
    return (torch.randn(5, 8), torch.randn(5, 8), torch.randn(5, 8))
