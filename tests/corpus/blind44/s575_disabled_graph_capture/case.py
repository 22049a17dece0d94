import torch

ENTRY = "s575_disabled_graph_capture.llama_runner:step"


def inputs():
    return (torch.randn(5, 8),)
