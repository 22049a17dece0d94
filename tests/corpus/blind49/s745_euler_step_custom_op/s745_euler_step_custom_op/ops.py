import torch


@torch.library.custom_op("corpus_s745::euler_ancestral_step", mutates_args=())
def euler_ancestral_step(
    sample: torch.Tensor,
    denoised: torch.Tensor,
    sigmas: torch.Tensor,
    step_index: torch.Tensor,
    noise: torch.Tensor,
    eta: float,
) -> torch.Tensor:
    idx = int(step_index.item())
    sigma_from, sigma_to = sigmas[idx : idx + 2].tolist()
    if sigma_to == 0.0:
        return denoised.clone()
    sigma_up = min(
        sigma_to,
        eta * (sigma_to**2 * (sigma_from**2 - sigma_to**2) / sigma_from**2) ** 0.5,
    )
    sigma_down = (sigma_to**2 - sigma_up**2) ** 0.5
    d = (sample - denoised) / sigma_from
    prev = sample + d * (sigma_down - sigma_from)
    if sigma_up > 0:
        prev = prev + noise * sigma_up
    return prev


@euler_ancestral_step.register_fake
def _(sample, denoised, sigmas, step_index, noise, eta):
    return torch.empty_like(sample)
