import torch

ENTRY = "s1233_profiler_range_annotations.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
