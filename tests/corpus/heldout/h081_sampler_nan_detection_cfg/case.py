import torch

ENTRY = "h081_sampler_nan_detection_cfg.sampler:sample_compiled"


def inputs():
    return (torch.randn(3, 32), torch.tensor([0.7, 1.0, 0.5]))
