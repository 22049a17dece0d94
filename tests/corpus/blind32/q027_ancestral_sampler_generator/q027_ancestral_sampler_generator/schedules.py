import torch

SCHEDULES = {}


def schedule(name):
    def deco(fn):
        SCHEDULES[name] = fn
        return fn
    return deco


@schedule("scaled_linear")
def scaled_linear_sigmas(num_train: int = 1000, beta_start: float = 0.00085, beta_end: float = 0.012):
    betas = torch.linspace(beta_start ** 0.5, beta_end ** 0.5, num_train) ** 2
    alphas_cumprod = torch.cumprod(1.0 - betas, dim=0)
    return ((1 - alphas_cumprod) / alphas_cumprod) ** 0.5


def inference_sigmas(name: str, steps: int) -> torch.Tensor:
    full = SCHEDULES[name]()
    idx = torch.linspace(len(full) - 1, 0, steps).round().long()
    return torch.cat([full[idx], torch.zeros(1)])
