import numpy as np
import torch

# discrete training sigmas of the base model; continuous sigmas from the sampler
# are mapped back onto fractional training timesteps with np.interp.
_TRAIN_SIGMAS = np.sqrt(
    (1 - np.cumprod(1 - np.linspace(0.00085 ** 0.5, 0.012 ** 0.5, 1000) ** 2))
    / np.cumprod(1 - np.linspace(0.00085 ** 0.5, 0.012 ** 0.5, 1000) ** 2)
)
_LOG_SIGMAS = np.log(_TRAIN_SIGMAS)


@torch.library.custom_op("corpus_q029::sigma_to_t", mutates_args=())
def sigma_to_t(sigma: torch.Tensor) -> torch.Tensor:
    log_sigma = np.log(sigma.detach().cpu().numpy().astype(np.float64))
    t = np.interp(log_sigma, _LOG_SIGMAS, np.arange(len(_LOG_SIGMAS), dtype=np.float64))
    return torch.from_numpy(t).to(sigma.dtype).to(sigma.device)


@sigma_to_t.register_fake
def _(sigma):
    return torch.empty_like(sigma)
