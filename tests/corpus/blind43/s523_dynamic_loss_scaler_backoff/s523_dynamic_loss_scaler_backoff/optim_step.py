import torch

from .amp import DynamicLossScaler

_scaler = DynamicLossScaler(init_scale=1024.0, scale_window=100)


def get_loss_scaler():
    return _scaler


@torch.compile(fullgraph=True)
def unscale_and_sgd_step(param: torch.Tensor, scaled_grad: torch.Tensor, lr: float = 1e-3):
    scaler = get_loss_scaler()
    grad = scaled_grad / scaler.loss_scale
    overflow = scaler.has_overflow([grad])
    scaler.update_scale(overflow)
    new_param = torch.where(overflow, param, param - lr * grad)
    return new_param
