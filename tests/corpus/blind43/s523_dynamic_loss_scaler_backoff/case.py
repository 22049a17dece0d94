import torch

ENTRY = "s523_dynamic_loss_scaler_backoff.optim_step:unscale_and_sgd_step"


def inputs():
    return (torch.randn(4, 8), torch.randn(4, 8) * 1024.0)
