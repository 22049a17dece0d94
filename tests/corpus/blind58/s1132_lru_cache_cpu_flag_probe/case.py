import torch

ENTRY = "s1132_lru_cache_cpu_flag_probe.linear:project_image_features"


def inputs():
    return (torch.randn(4, 8),)
