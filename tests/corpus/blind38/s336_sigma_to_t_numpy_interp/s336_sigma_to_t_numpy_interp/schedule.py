import numpy as np
import torch

_SCHEDULES = {}


def register_schedule(name):
    def deco(cls):
        _SCHEDULES[name] = cls
        return cls

    return deco


def get_schedule(name, **kwargs):
    return _SCHEDULES[name](**kwargs)


class DiscreteSchedule:
    def __init__(self, num_train_timesteps: int = 1000, beta_start: float = 0.00085, beta_end: float = 0.012):
        betas = np.linspace(beta_start ** 0.5, beta_end ** 0.5, num_train_timesteps) ** 2
        alphas_cumprod = np.cumprod(1.0 - betas)
        self.sigmas_np = ((1 - alphas_cumprod) / alphas_cumprod) ** 0.5
        self.log_sigmas = np.log(self.sigmas_np)

    def sigma_to_t(self, sigma: torch.Tensor) -> torch.Tensor:
        log_sigma = np.log(np.maximum(sigma.detach().cpu().numpy(), 1e-10))
        t = np.interp(log_sigma, self.log_sigmas, np.arange(len(self.log_sigmas)))
        return torch.as_tensor(t, dtype=torch.float32, device=sigma.device)


@register_schedule("scaled_linear")
class ScaledLinearSchedule(DiscreteSchedule):
    pass


@register_schedule("linear")
class LinearSchedule(DiscreteSchedule):
    def __init__(self, num_train_timesteps: int = 1000):
        super().__init__(num_train_timesteps, beta_start=0.0001, beta_end=0.02)
