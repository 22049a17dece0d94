import torch

ENTRY = "h075_graph_capture_helper_debug_log.rotary:apply_rope"


def inputs():
    return (torch.randn(2, 6, 4, 8), torch.arange(6))
