import torch

ENTRY = "q017_legacy_exit_config_warn.modeling:model_forward"


def inputs():
    return (torch.randn(2, 3, 16),)
