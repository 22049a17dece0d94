import torch

from .grad_scaler import ShardedGradScaler

scaler = ShardedGradScaler()


def scaled_adamw_like_step(param: torch.Tensor, exp_avg: torch.Tensor, scaled_grad: torch.Tensor, lr: float = 1e-3):
    grad, found_inf = scaler.unscale_(scaled_grad)
    scaler.update(found_inf)
    new_exp_avg = exp_avg.lerp(grad, 0.1)
    skip = found_inf.bool()
    new_param = torch.where(skip, param, param - lr * new_exp_avg.sign())
    return new_param, torch.where(skip, exp_avg, new_exp_avg)


optimizer_step = torch.compile(scaled_adamw_like_step, fullgraph=True)
