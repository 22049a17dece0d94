import torch

ENTRY = "r026_horizon_config_cached_json.heads:decode_horizons"


def inputs():
    return (torch.randn(2, 16),)
