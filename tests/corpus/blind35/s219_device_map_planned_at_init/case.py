import torch

ENTRY = "s219_device_map_planned_at_init.pipeline:compiled_pipeline"


def inputs():
    return (torch.randn(4, 8),)
